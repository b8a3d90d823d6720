// Package client is a stand-in for github.com/moby/moby/client with the names stereoscope uses.
package client

import (
	"context"
	"net/http"
	"os"
	"strings"
)

// Client is the Docker API client.
type Client struct {
	host       string
	httpClient *http.Client
}

// Opt configures a Client.
type Opt func(*Client) error

// PingOptions holds options for Ping.
type PingOptions struct{}

// FromEnv takes the daemon address from DOCKER_HOST.
func FromEnv(c *Client) error {
	if h := os.Getenv("DOCKER_HOST"); h != "" {
		return WithHost(h)(c)
	}
	return nil
}

// WithHost sets the daemon address: a proto://addr string that is split at "://",
// the part after it being used raw (a filesystem path for unix).
func WithHost(host string) Opt {
	return func(c *Client) error {
		if _, _, ok := strings.Cut(host, "://"); !ok {
			return errInvalidHost
		}
		c.host = host
		return nil
	}
}

// WithHTTPClient sets the HTTP client used to reach the daemon.
func WithHTTPClient(hc *http.Client) Opt {
	return func(c *Client) error { c.httpClient = hc; return nil }
}

// New makes a Client.
func New(opts ...Opt) (*Client, error) {
	c := &Client{}
	for _, o := range opts {
		if err := o(c); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// DaemonHost returns the daemon address.
func (c *Client) DaemonHost() string { return c.host }

// Ping checks the daemon.
func (c *Client) Ping(ctx context.Context, _ PingOptions) (struct{}, error) {
	return struct{}{}, ctx.Err()
}

type hostError struct{}

func (hostError) Error() string { return "unable to parse docker host" }

var errInvalidHost = hostError{}
