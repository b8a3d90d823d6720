package navidrome

import (
	"strings"
	"testing"
)

func TestValidateURL(t *testing.T) {
	t.Run("accepts a valid http URL", func(t *testing.T) {
		fn := ValidateURL("TestOption", "http://example.com/path")
		if err := fn(); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("rejects a URL without a host", func(t *testing.T) {
		// Source: github.com/navidrome/navidrome/conf/configuration_test.go:113 (hostform: an empty host that the test, named for rejecting it, expects the validator to refuse, rule 2a, 2b)
		fn := ValidateURL("TestOption", "http:///path") // lookalike
		if err := fn(); err == nil || !strings.Contains(err.Error(), "non-empty host is required") {
			t.Fatalf("got %v", err)
		}
	})
}
