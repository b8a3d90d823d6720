// Package client is a minimal stub of github.com/emersion/go-imap/client.
package client

import "crypto/tls"

// Client is an IMAP client.
type Client struct{}

// DialTLS connects to an IMAP server at addr (host:port) using TLS.
func DialTLS(addr string, tlsConfig *tls.Config) (*Client, error) { panic("stub") }

// Logout closes the session.
func (c *Client) Logout() error { panic("stub") }
