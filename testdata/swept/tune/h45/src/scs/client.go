// Package scs holds cases rewritten from github.com/sylabs/scs-library-client.
package scs

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Client talks to a Cloud-Library service.
type Client struct {
	BaseURL *url.URL
}

// NewClient makes sure the base URL ends with a separator before it is used for resolution.
func NewClient(baseURL string) (*Client, error) {
	if !strings.HasSuffix(baseURL, "/") {
		baseURL += "/"
	}
	u, err := url.Parse(baseURL)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, errors.New("unsupported protocol scheme")
	}
	return &Client{BaseURL: u}, nil
}

func (c *Client) newRequest(ctx context.Context, method, path, rawQuery string, body io.Reader) (*http.Request, error) {
	// Source: github.com/sylabs/scs-library-client/client/client.go:123 (baseslash: NewClient always appends '/' to the base, so resolving the relative path keeps the whole base path; stratified sample of 19 look-alikes out of 87 swept candidates)
	u := c.BaseURL.ResolveReference(&url.URL{Path: path, RawQuery: rawQuery}) // lookalike
	return http.NewRequestWithContext(ctx, method, u.String(), body)
}
