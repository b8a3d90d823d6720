package oidc

import (
	"errors"
	"net/url"
)

// Client represents an OpenID Connect relying party client.
type Client struct {
	issuer      *url.URL
	redirectUrl string
}

// NewClient creates and returns a new OpenID Connect (OIDC) Relying Party (RP) client;
// it runs service discovery against the issuer and fails if that cannot be reached.
func NewClient(issuerUri *url.URL, oidcClient, oidcSecret, oidcScopes, siteUrl string, insecure bool) (result *Client, err error) {
	if issuerUri == nil {
		return nil, errors.New("issuer uri required")
	} else if insecure == false && issuerUri.Scheme != "https" {
		return nil, errors.New("issuer uri must use https")
	}

	redirectUrl, urlErr := RedirectURL(siteUrl)

	if urlErr != nil {
		return nil, urlErr
	}

	return &Client{issuer: issuerUri, redirectUrl: redirectUrl}, nil
}
