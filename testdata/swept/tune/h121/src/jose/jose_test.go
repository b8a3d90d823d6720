package jose

import (
	"encoding/json"
	"testing"
)

func TestUnmarshal(t *testing.T) {
	tests := []struct {
		in  string
		out string
	}{
		{in: `"a\u1234"`, out: "a\u1234"},
		// Source: github.com/go-jose/go-jose/v4/json/decode_test.go:238 (hostform: a JSON string-unescaping row whose value happens to be a bare scheme; it is never used as a URI)
		{in: `"http:\/\/"`, out: "http://"}, // lookalike
	}
	for _, tt := range tests {
		var s string
		if err := json.Unmarshal([]byte(tt.in), &s); err != nil || s != tt.out {
			t.Errorf("%s: got %q, %v", tt.in, s, err)
		}
	}
}

func TestCertificatesURL(t *testing.T) {
	// Source: github.com/go-jose/go-jose/v4/jwk_test.go:509 (syntax: JSON text that holds an x5u URI on the documentation domain, not one URI)
	urlJWK := `{"kty":"RSA","e":"AQAB","x5u": "https://example.com/keys.json"}` // lookalike
	var jwk JSONWebKey
	if err := jwk.UnmarshalJSON([]byte(urlJWK)); err != nil {
		t.Fatal(err)
	}

	// Source: github.com/go-jose/go-jose/v4/jwk_test.go:533 (syntax: the variable is named invalidURLJWK and the test expects the parse error; rules 2a and 2b)
	invalidURLJWK := `{"kty":"RSA","e":"AQAB","x5u": "://example.com/keys.json"}` // lookalike
	if err := jwk.UnmarshalJSON([]byte(invalidURLJWK)); err == nil {
		t.Fatal("expected error")
	}
}

func TestParseSignedWhitespaceHeader(t *testing.T) {
	payloadB64 := "e30"
	protectedB64 := "e30"
	jwkJSON := []byte(`{}`)
	raw := `{"payload":"` + payloadB64 +
		`","protected":"` + protectedB64 +
		`","hea der":{"jwk":` + string(jwkJSON) +
		// Source: github.com/go-jose/go-jose/v4/jws_test.go:298 (syntax: JSON text of a JWS header that holds an ACME url member on a reserved test domain, not one URI)
		`,"url":"https://example.test/acme/new-account"}` + // lookalike
		`,"signature":"e30"}`
	var v map[string]any
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		t.Fatal(err)
	}
}
