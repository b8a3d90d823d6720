// Package client is a stand-in for the Docker Engine API client: the
// options 1Panel passes when it connects to the daemon.
package client

import "strings"

// Client is the Docker client.
type Client struct {
	host string
}

// Opt configures a Client.
type Opt func(*Client) error

// FromEnv reads DOCKER_HOST and friends.
func FromEnv(c *Client) error { return nil }

// WithHost sets the daemon address, a URL such as unix:///var/run/docker.sock
// or tcp://host:2375.
func WithHost(host string) Opt {
	return func(c *Client) error {
		if !strings.Contains(host, "://") {
			return errInvalidHost
		}
		c.host = host
		return nil
	}
}

// WithAPIVersionNegotiation enables API version negotiation.
func WithAPIVersionNegotiation() Opt { return func(*Client) error { return nil } }

type hostError struct{}

func (hostError) Error() string { return "unable to parse docker host" }

var errInvalidHost error = hostError{}

// NewClientWithOpts builds a Client.
func NewClientWithOpts(ops ...Opt) (*Client, error) {
	c := &Client{}
	for _, op := range ops {
		if err := op(c); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// Close releases the client.
func (c *Client) Close() error { return nil }
