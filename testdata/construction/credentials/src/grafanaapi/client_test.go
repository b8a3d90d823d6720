package grafanaapi

import (
	"net/url"
	"testing"
)

// Config holds the client's credentials.
type Config struct {
	BasicAuth *url.Userinfo
}

// Client is an API client.
type Client struct{ baseURL url.URL }

func New(baseURL string, cfg Config) (*Client, error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return nil, err
	}
	if cfg.BasicAuth != nil {
		u.User = cfg.BasicAuth
	}
	return &Client{baseURL: *u}, nil
}

// Source: github.com/grafana/grafana-api-golang-client/client_test.go:18 (the test builds the client config with url.UserPassword and a constant password and expects no error)
func TestNewBasicAuth(t *testing.T) {
	c, err := New("http://grafana.example.com", Config{BasicAuth: url.UserPassword("user", "pass")}) // defect credentials
	if err != nil {
		t.Fatalf("expected error to be nil; got: %s", err.Error())
	}
	if c.baseURL.User == nil {
		t.Error("no user")
	}
}
