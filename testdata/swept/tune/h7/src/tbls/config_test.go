package tbls

import (
	"os"
	"testing"
)

func loadConfigFile(c *Config) error {
	c.DSN.URL = os.ExpandEnv("${TBLS_DSN}")
	c.DocPath = "sample/pg"
	return nil
}

func TestLoadConfigFile(t *testing.T) {
	c := &Config{}
	if err := loadConfigFile(c); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/k1LoW/tbls/config/config_test.go:54 (expected DSN of the loaded config: the test database's connection URI with its password)
	if want := "pg://root:pgpass@localhost:55432/testdb?sslmode=disable"; c.DSN.URL != want { // defect credentials
		t.Errorf("got %v\nwant %v", c.DSN.URL, want)
	}
}

func TestMaskedDSN(t *testing.T) {
	tests := []struct {
		url  string
		want string
	}{
		{
			// Source: github.com/k1LoW/tbls/config/config_test.go:380 (input of the package's DSN masker, rule 2c)
			"pg://root:pgpass@localhost:5432/testdb?sslmode=disable", // lookalike
			// Source: github.com/k1LoW/tbls/config/config_test.go:381 (expected output of the same masker: the password is a mask)
			"pg://root:*****@localhost:5432/testdb?sslmode=disable", // lookalike
		},
		{
			"pg://localhost:5432/testdb?sslmode=disable",
			"pg://localhost:5432/testdb?sslmode=disable",
		},
	}
	for _, tt := range tests {
		c := &Config{}
		c.DSN.URL = tt.url
		got, err := c.MaskedDSN()
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.want {
			t.Errorf("got %v\nwant %v", got, tt.want)
		}
	}
}
