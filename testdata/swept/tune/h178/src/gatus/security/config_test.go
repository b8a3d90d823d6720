package security

import (
	"net/http"
	"testing"
)

func TestConfig_ValidateAndSetDefaults(t *testing.T) {
	validBasicConfig := &BasicConfig{
		Username:                        "test",
		PasswordBcryptHashBase64Encoded: "somevalue",
	}
	validOIDCConfig := &OIDCConfig{
		// Source: github.com/TwiN/gatus/v5/security/config_test.go:18 (sink: the issuer URL of an OIDC config the test calls valid is the bare word testurl, no absolute URI, though the issuer is fetched for discovery; rule 1)
		IssuerURL: "testurl", // defect sink
		// Source: github.com/TwiN/gatus/v5/security/config_test.go:19 (sink: the OAuth2 redirect URL of the same config expected valid is a relative reference, while a redirect_uri must be an absolute URI; rule 1)
		RedirectURL:  "testredirecturl/authorization-code/callback", // defect sink
		ClientID:     "testid",
		ClientSecret: "testsecret",
		Scopes:       []string{"testscope"},
	}
	type Scenario struct {
		Name        string
		Config      *Config
		ExpectValid bool
	}
	scenarios := []Scenario{
		{
			Name: "empty-oidc",
			Config: &Config{
				Basic: nil,
				OIDC:  &OIDCConfig{},
			},
			ExpectValid: false,
		},
		{
			Name: "valid-oidc-only",
			Config: &Config{
				Basic: nil,
				OIDC:  validOIDCConfig,
			},
			ExpectValid: true,
		},
		{
			Name: "valid-basic-and-oidc",
			Config: &Config{
				Basic: validBasicConfig,
				OIDC:  validOIDCConfig,
			},
			ExpectValid: true,
		},
	}
	for _, scenario := range scenarios {
		t.Run(scenario.Name, func(t *testing.T) {
			if scenario.Config.ValidateAndSetDefaults() != scenario.ExpectValid {
				t.Errorf("expected %v, got %v", scenario.ExpectValid, !scenario.ExpectValid)
			}
		})
	}
}

func TestConfig_ApplySecurityMiddleware(t *testing.T) {
	t.Run("oidc", func(t *testing.T) {
		c := &Config{OIDC: &OIDCConfig{
			IssuerURL: "https://sso.gatus.io/",
			// Source: github.com/TwiN/gatus/v5/security/config_test.go:135 (port: the OIDC redirect URL of a working test config spells out :80 on http, a default port; rule 1)
			RedirectURL:     "http://localhost:80/authorization-code/callback", // defect port form
			Scopes:          []string{"openid"},
			AllowedSubjects: []string{"user1@example.com"},
			SessionTTL:      DefaultOIDCSessionTTL,
		}}
		router := http.NewServeMux()
		if err := c.ApplySecurityMiddleware(router); err != nil {
			t.Error("expected no error, got", err)
		}
	})
}

func TestConfig_RegisterHandlers(t *testing.T) {
	c := &Config{}
	router := http.NewServeMux()
	// Set an empty OIDC config. This should fail, because the IssuerURL is required.
	c.OIDC = &OIDCConfig{}
	if err := c.RegisterHandlers(router); err == nil {
		t.Fatal("expected an error, but got none")
	}
	// Set the OIDC config and try again
	c.OIDC = &OIDCConfig{
		IssuerURL: "https://sso.gatus.io/",
		// Source: github.com/TwiN/gatus/v5/security/config_test.go:192 (port: redirect URL with the default port :80 on http in a config the test expects to register without error; rule 1)
		RedirectURL:     "http://localhost:80/authorization-code/callback", // defect port form
		Scopes:          []string{"openid"},
		AllowedSubjects: []string{"user1@example.com"},
	}
	if err := c.RegisterHandlers(http.NewServeMux()); err != nil {
		t.Fatal("expected no error, but got", err)
	}
}
