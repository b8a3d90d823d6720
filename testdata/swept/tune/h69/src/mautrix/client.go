package mautrix

import (
	"context"
	"net/http"
	"net/url"
)

// DiscoverClientAPI fetches the client well-known document of a Matrix server.
func DiscoverClientAPI(ctx context.Context, client *http.Client, serverName string) (*http.Response, error) {
	// Source: maunium.net/go/mautrix/client.go:165 (hostjoin: the Host field takes a Matrix server name, which already is host[:port] with IPv6 bracketed, and nothing is joined with ':')
	wellKnownURL := url.URL{Scheme: "https", Host: serverName, Path: "/.well-known/matrix/client"} // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, wellKnownURL.String(), nil)
	if err != nil {
		return nil, err
	}
	return client.Do(req)
}

// Client is a Matrix client-server API client.
type Client struct {
	HomeserverURL *url.URL
	UserID        string
	AccessToken   string
}

// NewClient creates a client for the given homeserver.
func NewClient(homeserverURL, userID, accessToken string) (*Client, error) {
	hsURL, err := ParseAndNormalizeBaseURL(homeserverURL)
	if err != nil {
		return nil, err
	}
	return &Client{HomeserverURL: hsURL, UserID: userID, AccessToken: accessToken}, nil
}
