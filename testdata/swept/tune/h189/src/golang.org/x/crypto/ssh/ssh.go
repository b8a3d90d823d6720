// Package ssh is a stand-in for golang.org/x/crypto/ssh.
package ssh

import (
	"net"
	"time"
)

// AuthMethod authenticates a client.
type AuthMethod interface{}

// Password returns password authentication.
func Password(secret string) AuthMethod { return secret }

// ClientConfig configures a client.
type ClientConfig struct {
	User    string
	Auth    []AuthMethod
	Timeout time.Duration
}

// Client is an SSH client connection.
type Client struct {
	conn net.Conn
}

// Dial connects to addr, a host:port as net.Dial takes it.
func Dial(network, addr string, config *ClientConfig) (*Client, error) {
	conn, err := net.DialTimeout(network, addr, config.Timeout)
	if err != nil {
		return nil, err
	}
	return &Client{conn: conn}, nil
}

// Close closes the connection.
func (c *Client) Close() error { return c.conn.Close() }
