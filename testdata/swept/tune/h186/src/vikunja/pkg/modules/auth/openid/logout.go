// Package openid rewrites the cases of code.vikunja.io/api/pkg/modules/auth/openid.
package openid

import (
	"errors"
	"net/http"
	"net/url"
)

// buildEndSessionURL appends the logout query params onto endpoint, omitting
// empty ones, and returns "" for an empty endpoint.
func buildEndSessionURL(endpoint, clientID, idToken, postLogoutRedirectURI string) (string, error) {
	if endpoint == "" {
		return "", nil
	}
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	q := u.Query()
	if clientID != "" {
		q.Set("client_id", clientID)
	}
	if idToken != "" {
		q.Set("id_token_hint", idToken)
	}
	if postLogoutRedirectURI != "" {
		q.Set("post_logout_redirect_uri", postLogoutRedirectURI)
	}
	// Source: code.vikunja.io/api/pkg/modules/auth/openid/logout.go:107 (escaper: url.Values.Encode is the right escaper for the logout query, including the redirect URI value)
	u.RawQuery = q.Encode() // lookalike
	return u.String(), nil
}

// Provider is an OpenID provider.
type Provider struct {
	Key           string
	AuthURL       string
	ClientID      string
	EndSessionURL string
}

// getProvider stands in for the provider lookup, which runs discovery against AuthURL.
func getProvider(p *Provider) error {
	resp, err := http.Get(p.AuthURL + "/.well-known/openid-configuration")
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return errors.New("provider unavailable")
	}
	return nil
}
