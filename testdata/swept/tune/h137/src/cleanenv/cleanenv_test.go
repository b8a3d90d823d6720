package cleanenv

import (
	"net/url"
	"os"
	"reflect"
	"testing"
)

func TestReadEnvVarsURL(t *testing.T) {
	urlFunc := func(u string) url.URL {
		parsed, err := url.Parse(u)
		if err != nil {
			t.Fatal(err)
		}
		return *parsed
	}

	type WithURL struct {
		DatabaseURL url.URL `env:"DB_URL"`
	}

	tests := []struct {
		name    string
		env     map[string]string
		cfg     interface{}
		want    interface{}
		wantErr bool
	}{
		{
			name: "time",
			env: map[string]string{
				// Source: github.com/ilyakaznacheev/cleanenv/cleanenv_test.go:349 (syntax: a schemeless URI with a non-numeric port in a row with wantErr true and a host named invalid-url.)
				"DB_URL": "://:password@invalid-url:port/db-name", // lookalike
			},
			cfg:     &WithURL{},
			want:    &WithURL{},
			wantErr: true,
		},
		{
			name: "time",
			env: map[string]string{
				// Source: github.com/ilyakaznacheev/cleanenv/cleanenv_test.go:360 (credentials: a connection URI with a literal password is env config the test expects to load without error, and the word password is no mask.)
				"DB_URL": "postgres://user:password@host:1234/db-name", // defect credentials
			},
			cfg: &WithURL{},
			want: &WithURL{
				// Source: github.com/ilyakaznacheev/cleanenv/cleanenv_test.go:364 (credentials: the expected value of the loaded config repeats the connection URI with a literal password.)
				DatabaseURL: urlFunc("postgres://user:password@host:1234/db-name"), // defect credentials
			},
			wantErr: false,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for env, val := range tt.env {
				os.Setenv(env, val)
			}
			defer os.Clearenv()

			if err := readEnvVars(tt.cfg, false); (err != nil) != tt.wantErr {
				t.Errorf("wrong error behavior %v, wantErr %v", err, tt.wantErr)
			}
			if !reflect.DeepEqual(tt.cfg, tt.want) {
				t.Errorf("wrong data: got %v, want %v", tt.cfg, tt.want)
			}
		})
	}
}
