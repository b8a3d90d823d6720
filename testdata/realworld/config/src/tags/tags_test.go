package tags

import (
	"os"
	"testing"
)

// Source: github.com/bsn-si/IPEHR-gateway/src/pkg/config/config_test.go:
// the test checks that the example config yields the default base URL.
func TestConfigFallback(t *testing.T) {
	cfg := ShortyConfig{BaseURL: "http://localhost:8080"}
	defaultURL := "http://localhost:8080" // lookalike
	if cfg.BaseURL != defaultURL {
		t.Errorf("BaseURL mismatch. Expected %s, received %s", defaultURL, cfg.BaseURL)
	}
}

// Source: github.com/tech-showcase/covid19-service/config/config_test.go:
// the expected address read from the example env file.
func TestParse(t *testing.T) {
	expected := EndpointHTTP{
		Addr: "http://dummy.address/", // lookalike
	}
	os.Setenv("CONFIG_FILENAME", ".env.example")
	if expected.Addr == "" {
		t.Fatal("unexpected output")
	}
}
