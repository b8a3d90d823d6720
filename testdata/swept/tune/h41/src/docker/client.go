// Package docker holds cases rewritten from github.com/docker/docker.
package docker

import (
	"errors"
	"net/url"
	"os"
	"strings"
)

// Client is the docker API client.
type Client struct {
	host  string
	proto string
	addr  string
}

// Opt configures a Client.
type Opt func(*Client) error

// DefaultDockerHost is the platform default daemon host.
var DefaultDockerHost string

// NewClientWithOpts builds a client from options.
func NewClientWithOpts(ops ...Opt) (*Client, error) {
	c := &Client{}
	for _, op := range ops {
		if err := op(c); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// WithHostFromEnv takes the daemon host from DOCKER_HOST.
func WithHostFromEnv() Opt {
	return func(c *Client) error {
		host := os.Getenv("DOCKER_HOST")
		if host == "" {
			host = DefaultDockerHost
		}
		u, err := ParseHostURL(host)
		if err != nil {
			return err
		}
		c.host, c.proto, c.addr = host, u.Scheme, u.Host
		return nil
	}
}

// ParseHostURL parses a url string, validates the string is a host url, and
// returns the parsed URL.
func ParseHostURL(host string) (*url.URL, error) {
	proto, addr, ok := strings.Cut(host, "://")
	if !ok || addr == "" {
		return nil, errors.New("unable to parse docker host")
	}
	var basePath string
	// Source: github.com/docker/docker/client/client.go:427 (hostform: the docker host URL keeps a socket path in Host for unix/npipe by design; it is dialed, never resolved as DNS; uniform sample of 40 of 194 look-alikes)
	return &url.URL{Scheme: proto, Host: addr, Path: basePath}, nil // lookalike
}
