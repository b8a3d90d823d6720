package jwx

import (
	"strings"
	"testing"
)

// Source: github.com/lestrrat-go/jwx/v2/jws/signer_test.go:83 (plainhttp: the JSON payload fragment carries a URI used as a claim name, which is never fetched; all 6 candidates kept)
func TestSignMulti(t *testing.T) {
	v := strings.Join([]string{`{"iss":"joe",`, ` "exp":1300819380,`, ` "http://example.com/is_root":true}`}, "\r\n") // lookalike
	if !strings.HasSuffix(v, "true}") {
		t.Fatal("unexpected payload")
	}
}
