// Package github is a minimal stub of github.com/google/go-github/v75/github.
package github

import (
	"net/http"
	"net/url"
)

// Client manages communication with the GitHub API.
type Client struct {
	BaseURL   *url.URL
	UserAgent string
	client    *http.Client
}

// NewClient returns a new GitHub API client.
func NewClient(httpClient *http.Client) *Client {
	if httpClient == nil {
		httpClient = &http.Client{}
	}
	base, _ := url.Parse("https://api.github.com/")
	return &Client{BaseURL: base, client: httpClient}
}

// RequestOption represents an option that can modify an http.Request.
type RequestOption func(req *http.Request)

// NewRequest creates an API request. A relative URL can be provided in urlStr,
// in which case it is resolved relative to the BaseURL of the Client.
func (c *Client) NewRequest(method, urlStr string, body interface{}, opts ...RequestOption) (*http.Request, error) {
	u, err := c.BaseURL.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, u.String(), nil)
}
