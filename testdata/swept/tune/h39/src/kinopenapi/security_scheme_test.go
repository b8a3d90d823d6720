package kinopenapi

import (
	"encoding/json"
	"testing"
)

type oauthFlow struct {
	AuthorizationURL string            `json:"authorizationUrl"`
	TokenURL         string            `json:"tokenUrl"`
	Scopes           map[string]string `json:"scopes"`
}

type securityScheme struct {
	Type  string               `json:"type"`
	Flows map[string]oauthFlow `json:"flows"`
}

func TestSecuritySchemeExamples(t *testing.T) {
	examples := []struct {
		title string
		raw   []byte
		valid bool
	}{
		{
			title: "Implicit OAuth2 Sample",
			// Source: github.com/getkin/kin-openapi/openapi3/security_scheme_test.go:133 (syntax: JSON security scheme text with a documentation authorization URL as a value, not one URI.)
			raw:   []byte(`{"type": "oauth2", "flows": {"implicit": {"authorizationUrl": "https://example.com/api/oauth/dialog", "scopes": {"write:pets": "modify pets in your account"}}}}`), // lookalike
			valid: true,
		},
		{
			title: "OAuth Flow Object with empty scopes",
			// Source: github.com/getkin/kin-openapi/openapi3/security_scheme_test.go:229 (syntax: JSON security scheme text with a documentation token URL as a value, not one URI.)
			raw:   []byte(`{"type": "oauth2", "flows": {"password": {"tokenUrl": "https://example.com/api/oauth/token", "scopes": {}}}}`), // lookalike
			valid: true,
		},
	}
	for _, ex := range examples {
		var ss securityScheme
		err := json.Unmarshal(ex.raw, &ss)
		if ok := err == nil && ss.Type == "oauth2" && len(ss.Flows) > 0; ok != ex.valid {
			t.Errorf("%s: valid = %v", ex.title, ok)
		}
	}
}
