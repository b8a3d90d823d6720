// Package gomail holds cases rewritten from github.com/wneessen/go-mail.
package gomail

import (
	"errors"
	"strings"
)

// Source: github.com/wneessen/go-mail/client.go:340 (hostform: the bare "unix" scheme prefix NewClient looks for in its host argument, not a URI with an empty host; read around the candidates)
const unixPrefix = "unix://" // lookalike

// ErrNoHostname is returned when the hostname is empty.
var ErrNoHostname = errors.New("hostname for client cannot be empty")

// Client sends mail over SMTP.
type Client struct {
	host          string
	useUnixSocket bool
}

// NewClient returns a new client for host, or for a UNIX domain socket
// given with the "unix" scheme.
func NewClient(host string) (*Client, error) {
	c := &Client{host: host}
	if strings.HasPrefix(c.host, unixPrefix) {
		c.useUnixSocket = true
		c.host = strings.TrimPrefix(c.host, unixPrefix)
	}
	if c.host == "" {
		return c, ErrNoHostname
	}
	return c, nil
}
