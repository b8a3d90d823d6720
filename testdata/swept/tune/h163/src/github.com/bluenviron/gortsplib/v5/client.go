// Package gortsplib is a stand-in for github.com/bluenviron/gortsplib/v5.
package gortsplib

import (
	"context"
	"crypto/tls"
	"net"

	"github.com/bluenviron/gortsplib/v5/pkg/base"
	"github.com/bluenviron/gortsplib/v5/pkg/description"
)

// Client is a RTSP client.
type Client struct {
	Scheme      string
	Host        string
	TLSConfig   *tls.Config
	DialContext func(ctx context.Context, network, address string) (net.Conn, error)

	conn net.Conn
}

// Start connects to the server at Scheme and Host.
func (c *Client) Start() error {
	conn, err := net.Dial("tcp", c.Host)
	if err != nil {
		return err
	}
	c.conn = conn
	return nil
}

// StartRecording connects to the server at address and announces desc.
func (c *Client) StartRecording(address string, desc *description.Session) error {
	u, err := base.ParseURL(address)
	if err != nil {
		return err
	}
	c.Scheme = u.Scheme
	c.Host = u.Host
	_ = desc
	return c.Start()
}

// Describe sends a DESCRIBE request for u.
func (c *Client) Describe(u *base.URL) (*description.Session, *base.URL, error) {
	return &description.Session{}, u, nil
}

// Close closes the client.
func (c *Client) Close() {
	if c.conn != nil {
		c.conn.Close()
	}
}
