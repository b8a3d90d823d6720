// Package ssh is a stand-in for golang.org/x/crypto/ssh with the names gatus uses.
package ssh

import (
	"errors"
	"time"
)

// AuthMethod is an SSH authentication method.
type AuthMethod interface{}

// ClientConfig configures an SSH client.
type ClientConfig struct {
	User    string
	Auth    []AuthMethod
	Timeout time.Duration
}

// Client is an SSH client connection.
type Client struct{}

// Dial starts a client connection to the given SSH server; addr is host:port.
func Dial(network, addr string, config *ClientConfig) (*Client, error) {
	return nil, errors.New("ssh stand-in: not connected")
}

// Password returns an AuthMethod using the given password.
func Password(secret string) AuthMethod { return secret }
