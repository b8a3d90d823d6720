// Package honeybadger holds cases rewritten from github.com/honeybadger-io/honeybadger-go.
package honeybadger

import (
	"bytes"
	"net/http"
	"net/url"
)

// Configuration holds the client settings; Endpoint is the API origin.
type Configuration struct {
	APIKey   string
	Endpoint string
}

// Client reports to the API.
type Client struct {
	Config Configuration
}

// New makes a client.
func New(c Configuration) *Client {
	return &Client{Config: c}
}

// Configure overrides non-empty settings.
func (c *Client) Configure(c2 Configuration) {
	if c2.APIKey != "" {
		c.Config.APIKey = c2.APIKey
	}
	if c2.Endpoint != "" {
		c.Config.Endpoint = c2.Endpoint
	}
}

type server struct {
	URL    *string
	Client *http.Client
}

func (s *server) sendRequest(path string, body []byte) error {
	u, err := url.Parse(*s.URL)
	if err != nil {
		return err
	}
	// Source: github.com/honeybadger-io/honeybadger-go/server.go:59 (baseslash: the configured endpoint is the API origin, so replacing its path with the API path drops nothing; String adds the missing leading slash; this is an assignment, not a resolution)
	u.Path = path // lookalike
	req, err := http.NewRequest("POST", u.String(), bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := s.Client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
