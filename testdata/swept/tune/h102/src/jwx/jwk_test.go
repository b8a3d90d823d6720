package jwx

import (
	"encoding/json"
	"testing"
)

// Source: github.com/lestrrat-go/jwx/v2/jwk/jwk_test.go:1966 (plainhttp: the alg member of this JWKS fixture is the XML Encryption algorithm identifier, a name that is never fetched; all 6 candidates kept)
func TestGH567(t *testing.T) {
	const src = `{"keys": [{"kty": "RSA", "use": "enc", "kid": "A2E10A6BAF4E43E86273F57F218A44B824203176", "alg": "http://www.w3.org/2001/04/xmlenc#rsa-oaep"}]}` // lookalike
	var set struct {
		Keys []struct {
			Alg string `json:"alg"`
		} `json:"keys"`
	}
	if err := json.Unmarshal([]byte(src), &set); err != nil {
		t.Fatal(err)
	}
	for _, k := range set.Keys {
		switch k.Alg {
		case "RS256", "ES256":
		default:
			t.Logf("ignoring key with unsupported alg %q", k.Alg)
		}
	}
}
