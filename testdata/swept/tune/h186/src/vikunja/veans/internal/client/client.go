// Package client rewrites the cases of code.vikunja.io/veans/internal/client, the Vikunja API client of veans.
package client

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Client is a thin JSON wrapper around the Vikunja REST API.
type Client struct {
	BaseURL    string
	Token      string
	HTTPClient *http.Client
}

// apiBasePath is the version prefix every request is mounted under.
const apiBasePath = "/api/v2"

// New returns a client for baseURL; the trailing slash is trimmed because every path starts with one.
func New(baseURL, token string) *Client {
	return &Client{
		BaseURL:    strings.TrimRight(baseURL, "/"),
		Token:      token,
		HTTPClient: &http.Client{Timeout: 30 * time.Second},
	}
}

// Do performs a single JSON request against /api/v2<path>.
func (c *Client) Do(ctx context.Context, method, path string, query url.Values, body, out any) error {
	full := c.BaseURL + apiBasePath + path
	if len(query) > 0 {
		// Source: code.vikunja.io/veans/internal/client/client.go:108 (escaper: url.Values.Encode is the right escaper for the query appended to the request URL)
		full += "?" + query.Encode() // lookalike
	}
	var bodyReader io.Reader
	if body != nil {
		buf, err := json.Marshal(body)
		if err != nil {
			return err
		}
		bodyReader = bytes.NewReader(buf)
	}
	req, err := http.NewRequestWithContext(ctx, method, full, bodyReader)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.Token)
	resp, err := c.HTTPClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if out != nil {
		return json.NewDecoder(resp.Body).Decode(out)
	}
	return nil
}

// DoRaw is the escape hatch used by `veans api`.
func (c *Client) DoRaw(ctx context.Context, method, path string, query url.Values, body []byte) (int, []byte, error) {
	full := c.BaseURL + apiBasePath + path
	if len(query) > 0 {
		// Source: code.vikunja.io/veans/internal/client/client.go:217 (escaper: url.Values.Encode is the right escaper for the query of the raw request)
		full += "?" + query.Encode() // lookalike
	}
	req, err := http.NewRequestWithContext(ctx, method, full, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	resp, err := c.HTTPClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}
