package security

import "net/http"

// BasicConfig is the configuration for Basic authentication
type BasicConfig struct {
	Username                        string `yaml:"username"`
	PasswordBcryptHashBase64Encoded string `yaml:"password-bcrypt-base64"`
}

func (c *BasicConfig) isValid() bool {
	return len(c.Username) > 0 && len(c.PasswordBcryptHashBase64Encoded) > 0
}

// Config is the security configuration for Gatus
type Config struct {
	Basic *BasicConfig `yaml:"basic,omitempty"`
	OIDC  *OIDCConfig  `yaml:"oidc,omitempty"`
}

// ValidateAndSetDefaults returns whether the security configuration is valid or not and sets default values.
func (c *Config) ValidateAndSetDefaults() bool {
	return (c.Basic == nil || c.Basic.isValid()) && (c.OIDC == nil || c.OIDC.ValidateAndSetDefaults())
}

// RegisterHandlers registers all handlers required based on the security configuration
// (the router stands in for fiber.Router)
func (c *Config) RegisterHandlers(router *http.ServeMux) error {
	if c.OIDC != nil {
		if err := c.OIDC.initialize(); err != nil {
			return err
		}
		router.HandleFunc("/oidc/login", c.OIDC.loginHandler)
		router.HandleFunc("/authorization-code/callback", c.OIDC.callbackHandler)
	}
	return nil
}

// ApplySecurityMiddleware applies an authentication middleware to the router passed.
func (c *Config) ApplySecurityMiddleware(router *http.ServeMux) error {
	if c.OIDC != nil && c.OIDC.SessionTTL == 0 {
		c.OIDC.SessionTTL = DefaultOIDCSessionTTL
	}
	return c.RegisterHandlers(router)
}
