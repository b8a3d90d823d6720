package env

import (
	"net/url"
	"reflect"
	"testing"
)

type Config struct {
	// Source: github.com/caarlos0/env/v11/env_test.go:126 (syntax: the envDefault struct tag holds a well-formed default URI, and the tag text around it is not part of the URI.)
	StringWithDefault string `env:"DATABASE_URL" envDefault:"postgres://localhost:5432/db"` // lookalike
}

func TestDefaults(t *testing.T) {
	var cfg Config
	if err := Parse(&cfg); err != nil {
		t.Fatal(err)
	}
}

func TestParseURL(t *testing.T) {
	type config struct {
		// Source: github.com/caarlos0/env/v11/env_test.go:1419 (syntax: the envDefault tag value is a well-formed https URI that the test expects to parse.)
		ExampleURL url.URL `env:"EXAMPLE_URL" envDefault:"https://google.com"` // lookalike
	}
	var cfg config
	if err := Parse(&cfg); err != nil {
		t.Fatal(err)
	}
}

func TestParseInvalidURL(t *testing.T) {
	type config struct {
		ExampleURL url.URL `env:"EXAMPLE_URL_2"`
	}
	// Source: github.com/caarlos0/env/v11/env_test.go:1430 (syntax: a deliberately broken URI with a space in the host in TestParseInvalidURL, which expects a parse error.)
	t.Setenv("EXAMPLE_URL_2", "nope://s s/") // lookalike

	err := Parse(&config{})
	// Source: github.com/caarlos0/env/v11/env_test.go:1433 (syntax: the expected error message quoting the bad URI is prose and no URI, in a test that expects the error.)
	want := `env: parse error on field "ExampleURL" of type "url.URL": unable to parse URL: parse "nope://s s/": invalid character " " in host name` // lookalike
	if err == nil || err.Error() != want {
		t.Fatalf("got %v", err)
	}
}

func TestInitURL(t *testing.T) {
	type TestConfig struct {
		U1 *url.URL `env:"U1"`
	}
	cases := []struct {
		desc        string
		environment map[string]string
		expectedU1  *url.URL
	}{
		{
			desc: "set",
			// Source: github.com/caarlos0/env/v11/env_test.go:2096 (syntax: a well-formed https URI given as env input of the set row.)
			environment: map[string]string{"U1": "https://example.com/"}, // lookalike
			// Source: github.com/caarlos0/env/v11/env_test.go:2097 (syntax: a well-formed url.URL composite used as the expected parse result.)
			expectedU1: &url.URL{Scheme: "https", Host: "example.com", Path: "/"}, // lookalike
		},
	}
	for _, tc := range cases {
		t.Run(tc.desc, func(t *testing.T) {
			cfg := TestConfig{}
			if err := ParseWithOptions(&cfg, Options{Environment: tc.environment}); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(tc.expectedU1, cfg.U1) {
				t.Errorf("got %v", cfg.U1)
			}
		})
	}
}

func TestMultipleTagOptions(t *testing.T) {
	type TestConfig struct {
		URL *url.URL `env:"URL,init,unset"`
	}
	// Source: github.com/caarlos0/env/v11/env_test.go:2137 (syntax: a well-formed https URI set as env input that the test expects to parse.)
	t.Setenv("URL", "https://github.com/caarlos0") // lookalike
	var cfg TestConfig
	if err := Parse(&cfg); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/caarlos0/env/v11/env_test.go:2140 (syntax: a well-formed url.URL composite used as the expected parse result.)
	want := &url.URL{Scheme: "https", Host: "github.com", Path: "/caarlos0"} // lookalike
	if !reflect.DeepEqual(want, cfg.URL) {
		t.Errorf("got %v", cfg.URL)
	}
}

func TestSetDefaultsForZeroValuesOnly(t *testing.T) {
	type config struct {
		Str string `env:"STR" envDefault:"foo"`
		// Source: github.com/caarlos0/env/v11/env_test.go:2246 (syntax: the envDefault tag value is a well-formed https URI.)
		URL url.URL `env:"URL" envDefault:"https://github.com/caarlos0"` // lookalike
	}
	var cfg config
	if err := Parse(&cfg); err != nil {
		t.Fatal(err)
	}
}

func TestIssue350(t *testing.T) {
	// Source: github.com/caarlos0/env/v11/env_test.go:2415 (colonpath: a key:value entry of an env map variable, where the prefix is the map key and the value after it is a valid URI.)
	t.Setenv("MAP", "url:https://foo.bar:2030") // lookalike

	type Config struct {
		Map map[string]string `env:"MAP"`
	}
	var cfg Config
	if err := Parse(&cfg); err != nil {
		t.Fatal(err)
	}
}
