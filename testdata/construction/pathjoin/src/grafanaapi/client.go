// Package grafanaapi mirrors a dashboard service API client.
package grafanaapi

import (
	"io"
	"net/http"
	"net/url"
	"path"
)

// Client holds the parsed base URL.
type Client struct {
	baseURL url.URL
}

// Source: github.com/grafana/grafana-api-golang-client/client.go:162 (path.Join on the Path of a copy of the base URL, then String)
func (c *Client) newRequest(method, requestPath string, query url.Values, body io.Reader) (*http.Request, error) {
	url := c.baseURL
	url.Path = path.Join(url.Path, requestPath) // lookalike
	url.RawQuery = query.Encode()
	return http.NewRequest(method, url.String(), body)
}
