package cors

import (
	"reflect"
	"testing"
)

func TestBadConfig(t *testing.T) {
	tests := []Config{
		// Source: github.com/gin-contrib/cors/cors_test.go:81 (plainhttp: a row of TestBadConfig, a table of configurations every one of which must make New panic; found by grep, not listed by the sweep)
		{AllowAllOrigins: true, AllowOrigins: []string{"http://google.com"}}, // lookalike
		// Source: github.com/gin-contrib/cors/cors_test.go:84 (syntax: a row of TestBadConfig, a table of bad configurations expected to be rejected)
		{AllowOrigins: []string{"/http://google.com"}}, // lookalike
		// Source: github.com/gin-contrib/cors/cors_test.go:85 (syntax: a row of TestBadConfig with a '?' in the scheme, expected to be rejected; found by grep, not listed by the sweep)
		{AllowOrigins: []string{"http?://google.com"}}, // lookalike
	}
	for _, cfg := range tests {
		if cfg.Validate() == nil && !cfg.AllowAllOrigins {
			t.Errorf("config %v accepted", cfg)
		}
	}
}

func TestValidateOrigin(t *testing.T) {
	cfg := Config{}
	origins := map[string]bool{
		// Source: github.com/gin-contrib/cors/cors_test.go:247 (hostform: an origin the CORS matcher is expected to refuse (false), a file name in the host place on purpose)
		"file://some-dangerous-file.js": false, // lookalike
	}
	for origin, want := range origins {
		if got := cfg.ValidateOrigin(origin); got != want {
			t.Errorf("origin=%s: got %v", origin, got)
		}
	}
}

func TestWildcard(t *testing.T) {
	cfg := Config{
		// Source: github.com/gin-contrib/cors/cors_test.go:497 (hostform: a wildcard origin pattern for the CORS matcher, '*' standing for any host, not a URI a client uses)
		AllowOrigins:  []string{"http://*"}, // lookalike
		AllowWildcard: true,
	}
	if len(cfg.ParseWildcardRules()) != 1 {
		t.Fatal("want one rule")
	}
}

func TestParseWildcardRules(t *testing.T) {
	tests := []struct {
		name           string
		config         Config
		expectedResult [][]string
	}{
		{
			"Single wildcard at the end",
			Config{AllowWildcard: true, AllowOrigins: []string{"*.example.com"}},
			// Source: github.com/gin-contrib/cors/cors_test.go:618 (hostform: the expected output of the wildcard-rule splitter, a scheme prefix cut at the '*', in a table that varies the wildcard position)
			[][]string{{"http://", ".example.com"}}, // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.config.ParseWildcardRules(); !reflect.DeepEqual(got, tt.expectedResult) {
				t.Errorf("got %v", got)
			}
		})
	}
}

func TestValidateAllowedSchemasWithAnchoredPatterns(t *testing.T) {
	tests := []struct {
		name       string
		config     Config
		shouldPass bool
	}{
		{
			name: "anchored patterns with http/https should pass",
			config: Config{
				AllowOrigins: []string{
					// Source: github.com/gin-contrib/cors/cors_test.go:674 (syntax: a regular-expression origin pattern given to the origin validator, not a URI; 1 of 4 alike pattern candidates kept)
					"/^https://example[.]com$/", // lookalike
				},
			},
			shouldPass: true,
		},
		{
			name: "anchored ftp pattern should fail",
			config: Config{
				// Source: github.com/gin-contrib/cors/cors_test.go:691 (syntax: a regular-expression origin pattern the test expects to fail validation)
				AllowOrigins: []string{"/^ftp://example[.]com$/"}, // lookalike
			},
			shouldPass: false,
		},
		{
			name: "custom schemas with anchored patterns",
			config: Config{
				// Source: github.com/gin-contrib/cors/cors_test.go:699 (hostform: a custom schema prefix for origin matching, not a URI)
				CustomSchemas: []string{"wss://"}, // lookalike
			},
			shouldPass: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.config.Validate()
			if tt.shouldPass != (err == nil) {
				t.Errorf("got %v", err)
			}
		})
	}
}
