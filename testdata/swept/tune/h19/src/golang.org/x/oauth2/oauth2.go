// Package oauth2 stands in for golang.org/x/oauth2: only what the cases call.
package oauth2

import "net/url"

// Endpoint holds the provider's authorization and token URLs.
type Endpoint struct {
	AuthURL  string
	TokenURL string
}

// Config describes an OAuth 2.0 client.
type Config struct {
	ClientID    string
	Endpoint    Endpoint
	RedirectURL string
	Scopes      []string
}

// AuthCodeOption is an option of AuthCodeURL.
type AuthCodeOption interface{}

// AuthCodeURL returns the URL of the consent page.
func (c *Config) AuthCodeURL(state string, opts ...AuthCodeOption) string {
	v := url.Values{"client_id": {c.ClientID}, "state": {state}}
	if c.RedirectURL != "" {
		v.Set("redirect_uri", c.RedirectURL)
	}
	return c.Endpoint.AuthURL + "?" + v.Encode()
}

// GenerateVerifier makes a PKCE code verifier.
func GenerateVerifier() string { return "verifier" }

// S256ChallengeOption derives the PKCE challenge from a verifier.
func S256ChallengeOption(verifier string) AuthCodeOption { return verifier }
