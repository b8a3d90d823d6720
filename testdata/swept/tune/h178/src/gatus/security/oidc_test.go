package security

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestOIDCConfig_ValidateAndSetDefaults(t *testing.T) {
	c := &OIDCConfig{
		IssuerURL: "https://sso.gatus.io/",
		// Source: github.com/TwiN/gatus/v5/security/oidc_test.go:15 (port: a config the test expects to be valid has a redirect URL spelling out :80 on http, the default port; rule 1)
		RedirectURL:     "http://localhost:80/authorization-code/callback", // defect port form
		ClientID:        "client-id",
		ClientSecret:    "client-secret",
		Scopes:          []string{"openid"},
		AllowedSubjects: []string{"user1@example.com"},
		SessionTTL:      0, // Not set! ValidateAndSetDefaults should set it to DefaultOIDCSessionTTL
	}
	if !c.ValidateAndSetDefaults() {
		t.Error("OIDCConfig should be valid")
	}
	if c.SessionTTL != DefaultOIDCSessionTTL {
		t.Error("expected SessionTTL to be set to DefaultOIDCSessionTTL")
	}
}

func TestOIDCConfig_callbackHandler(t *testing.T) {
	c := &OIDCConfig{
		IssuerURL: "https://sso.gatus.io/",
		// Source: github.com/TwiN/gatus/v5/security/oidc_test.go:33 (port: the redirect URL given to the OAuth2 client the test initializes carries the default :80 on http; rule 1)
		RedirectURL:     "http://localhost:80/authorization-code/callback", // defect port form
		ClientID:        "client-id",
		ClientSecret:    "client-secret",
		Scopes:          []string{"openid"},
		AllowedSubjects: []string{"user1@example.com"},
	}
	if err := c.initialize(); err != nil {
		t.Fatal("expected no error, but got", err)
	}
	// Try with no state cookie
	request, _ := http.NewRequest("GET", "/authorization-code/callback", nil)
	responseRecorder := httptest.NewRecorder()
	c.callbackHandler(responseRecorder, request)
	if responseRecorder.Code != http.StatusBadRequest {
		t.Error("expected code to be 400, but was", responseRecorder.Code)
	}
}
