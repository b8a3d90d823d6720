// Package signalfx holds cases rewritten from github.com/signalfx/signalfx-go.
package signalfx

import (
	"context"
	"io"
	"net/http"
	"net/url"
	stdpath "path"
)

// Client talks to the API.
type Client struct {
	baseURL    string
	authToken  string
	httpClient *http.Client
}

// ClientParam configures a client.
type ClientParam func(*Client) error

// APIUrl sets the base URL of the API.
func APIUrl(apiURL string) ClientParam {
	return func(c *Client) error {
		c.baseURL = apiURL
		return nil
	}
}

// NewClient makes a client.
func NewClient(token string, params ...ClientParam) (*Client, error) {
	c := &Client{authToken: token, httpClient: http.DefaultClient}
	for _, p := range params {
		if err := p(c); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func (c *Client) doRequest(ctx context.Context, method string, path string, params url.Values, body io.Reader) (*http.Response, error) {
	destURL, err := url.Parse(c.baseURL)
	if err != nil {
		return nil, err
	}
	// Source: github.com/signalfx/signalfx-go/client.go:96 (pathjoin: path.Join is applied to the decoded path component, not to a whole URI, so no scheme slashes are lost)
	destURL.Path = stdpath.Join(destURL.Path, path) // lookalike
	if params != nil {
		destURL.RawQuery = params.Encode()
	}
	req, err := http.NewRequestWithContext(ctx, method, destURL.String(), body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("X-Sf-Token", c.authToken)
	return c.httpClient.Do(req)
}
