// Package ssh is a minimal stub of golang.org/x/crypto/ssh.
package ssh

// ClientConfig is a stub.
type ClientConfig struct{}

// Client is a stub.
type Client struct{}

// Dial is a stub.
func Dial(network, addr string, config *ClientConfig) (*Client, error) { panic("stub") }
