package scsbuild

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
)

var errUnsupportedProtocolScheme = errors.New("unsupported protocol scheme")

// normalizeURL parses rawURL, and ensures the path component is terminated with a separator.
func normalizeURL(rawURL string) (*url.URL, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, errUnsupportedProtocolScheme
	}
	// Ensure path is terminated with a separator, to prevent url.ResolveReference from stripping
	// the final path component of BaseURL when constructing request URL from a relative path.
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return u, nil
}

// Client is a build service client.
type Client struct {
	baseURL *url.URL
}

// NewClient returns a client for the build service at baseURL.
func NewClient(baseURL string) (*Client, error) {
	u, err := normalizeURL(baseURL)
	if err != nil {
		return nil, err
	}
	return &Client{baseURL: u}, nil
}

func (c *Client) newRequest(ctx context.Context, method string, ref *url.URL) (*http.Request, error) {
	u := c.baseURL.ResolveReference(ref)
	return http.NewRequestWithContext(ctx, method, u.String(), nil)
}
