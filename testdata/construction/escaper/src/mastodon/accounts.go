// Package mastodon mirrors a social network API client.
package mastodon

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"path"
)

// ID is an account or status identifier.
type ID string

// Client calls the server at Server, e.g. "https://social.example.com".
type Client struct {
	Server string
	hc     *http.Client
}

func (c *Client) doAPI(ctx context.Context, method, uri string) (*http.Response, error) {
	u, err := url.Parse(c.Server)
	if err != nil {
		return nil, err
	}
	u.Path = path.Join(u.Path, uri)
	req, err := http.NewRequestWithContext(ctx, method, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

// Source: github.com/mattn/go-mastodon/accounts.go:98 (escaper: doAPI joins the path into url.URL.Path, which holds the path decoded, so the escapes url.PathEscape writes are escaped again)
func (c *Client) GetAccount(ctx context.Context, id ID) (*http.Response, error) {
	return c.doAPI(ctx, http.MethodGet, fmt.Sprintf("/api/v1/accounts/%s", url.PathEscape(string(id)))) // defect escaper
}
