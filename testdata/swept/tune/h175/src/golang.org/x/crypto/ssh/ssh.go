// Package ssh is a stand-in for the parts of golang.org/x/crypto/ssh that the cases use.
package ssh

import "net"

// ClientConfig configures an SSH client.
type ClientConfig struct {
	User string
}

// Client is an SSH client connection.
type Client struct {
	conn net.Conn
}

// Dial starts a client connection to the given SSH server at addr (host:port).
func Dial(network, addr string, config *ClientConfig) (*Client, error) {
	conn, err := net.Dial(network, addr)
	if err != nil {
		return nil, err
	}
	return &Client{conn: conn}, nil
}
