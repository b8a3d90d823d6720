// Package gapi holds cases rewritten from github.com/grafana/grafana-api-golang-client.
package gapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
)

// Client is a Grafana API client.
type Client struct {
	config  Config
	baseURL url.URL
	client  *http.Client
}

// Config contains client configuration.
type Config struct {
	// APIKey is an optional API key or service account token.
	APIKey string
	// BasicAuth is optional basic auth credentials.
	BasicAuth *url.Userinfo
	// Client provides an optional HTTP client, otherwise a default will be used.
	Client *http.Client
}

// New creates a new Grafana client.
func New(baseURL string, cfg Config) (*Client, error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return nil, err
	}

	if cfg.BasicAuth != nil {
		u.User = cfg.BasicAuth
	}

	cli := cfg.Client
	if cli == nil {
		cli = http.DefaultClient
	}

	return &Client{
		config:  cfg,
		baseURL: *u,
		client:  cli,
	}, nil
}

func (c *Client) request(method, requestPath string, query url.Values, body []byte, responseStruct interface{}) error {
	req, err := c.newRequest(method, requestPath, query, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	bodyContents, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode >= 400 {
		return fmt.Errorf("status: %d, body: %v", resp.StatusCode, string(bodyContents))
	}
	if responseStruct == nil {
		return nil
	}
	return json.Unmarshal(bodyContents, responseStruct)
}

// newRequest joins the request path onto the path of the base URL and sends the
// result; the base URL's scheme and host are kept in their own fields.
func (c *Client) newRequest(method, requestPath string, query url.Values, body io.Reader) (*http.Request, error) {
	url := c.baseURL
	// Source: github.com/grafana/grafana-api-golang-client/client.go:162 (pathjoin: path.Join is applied to the Path field of a parsed url.URL, never to a whole URL string, so no scheme's // can collapse)
	url.Path = path.Join(url.Path, requestPath) // lookalike
	// Source: github.com/grafana/grafana-api-golang-client/client.go:163 (escaper: the query is built from url.Values and encoded with Encode, the right escaper for a query)
	url.RawQuery = query.Encode() // lookalike
	req, err := http.NewRequest(method, url.String(), body)
	if err != nil {
		return req, err
	}
	if c.config.APIKey != "" {
		req.Header.Add("Authorization", fmt.Sprintf("Bearer %s", c.config.APIKey))
	}
	req.Header.Add("Content-Type", "application/json")
	return req, err
}
