package security

import (
	"errors"
	"net/http"
	"strings"
	"time"
)

const DefaultOIDCSessionTTL = 8 * time.Hour

// oauth2Config stands in for golang.org/x/oauth2.Config
type oauth2Config struct {
	ClientID     string
	ClientSecret string
	Scopes       []string
	RedirectURL  string
}

// OIDCConfig is the configuration for OIDC authentication
type OIDCConfig struct {
	IssuerURL       string        `yaml:"issuer-url"`   // e.g. https://dev-12345678.okta.com
	RedirectURL     string        `yaml:"redirect-url"` // e.g. http://localhost:8080/authorization-code/callback
	ClientID        string        `yaml:"client-id"`
	ClientSecret    string        `yaml:"client-secret"`
	Scopes          []string      `yaml:"scopes"`           // e.g. ["openid"]
	AllowedSubjects []string      `yaml:"allowed-subjects"` // e.g. ["user1@example.com"]. If empty, all subjects are allowed
	SessionTTL      time.Duration `yaml:"session-ttl"`      // e.g. 8h. Defaults to 8h

	oauth2Config oauth2Config
}

// ValidateAndSetDefaults returns whether the OIDC configuration is valid and sets default values.
func (c *OIDCConfig) ValidateAndSetDefaults() bool {
	if c.SessionTTL <= 0 {
		c.SessionTTL = DefaultOIDCSessionTTL
	}
	return len(c.IssuerURL) > 0 && len(c.RedirectURL) > 0 && strings.HasSuffix(c.RedirectURL, "/authorization-code/callback") && len(c.ClientID) > 0 && len(c.ClientSecret) > 0 && len(c.Scopes) > 0
}

// initialize stands in for oidc.NewProvider discovery followed by the OAuth2 client setup.
func (c *OIDCConfig) initialize() error {
	response, err := http.Get(strings.TrimSuffix(c.IssuerURL, "/") + "/.well-known/openid-configuration")
	if err != nil {
		return err
	}
	defer response.Body.Close()
	if response.StatusCode != http.StatusOK {
		return errors.New("oidc discovery failed")
	}
	c.oauth2Config = oauth2Config{
		ClientID:     c.ClientID,
		ClientSecret: c.ClientSecret,
		Scopes:       c.Scopes,
		RedirectURL:  c.RedirectURL,
	}
	return nil
}

func (c *OIDCConfig) loginHandler(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, c.oauth2Config.RedirectURL, http.StatusFound)
}

func (c *OIDCConfig) callbackHandler(w http.ResponseWriter, r *http.Request) {
	if _, err := r.Cookie("gatus_state"); err != nil {
		http.Error(w, "state cookie not found", http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusOK)
}
