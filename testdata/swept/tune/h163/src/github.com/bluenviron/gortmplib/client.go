// Package gortmplib is a stand-in for github.com/bluenviron/gortmplib.
package gortmplib

import (
	"context"
	"crypto/tls"
	"net"
	"net/url"
)

// Client is a RTMP client.
type Client struct {
	URL       *url.URL
	TLSConfig *tls.Config
	Publish   bool

	conn net.Conn
}

// Initialize connects to URL.Host.
func (c *Client) Initialize(ctx context.Context) error {
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", c.URL.Host)
	if err != nil {
		return err
	}
	c.conn = conn
	return nil
}

// Close closes the client.
func (c *Client) Close() {
	if c.conn != nil {
		c.conn.Close()
	}
}
