// Package ent holds cases rewritten from entgo.io/ent.
package ent

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	"github.com/gorilla/websocket"
)

// Endpoint wraps a url to add flag unmarshalling.
type Endpoint struct {
	*url.URL
}

// Config offers a declarative way to construct a client.
type Config struct {
	Endpoint         Endpoint
	DisableExpansion bool
}

// Client is a gremlin client.
type Client struct {
	endpoint string
	hc       *http.Client
}

// NewHTTPClient returns a client sending requests to url.
func NewHTTPClient(url string, hc *http.Client) (*Client, error) {
	if hc == nil {
		hc = http.DefaultClient
	}
	return &Client{endpoint: url, hc: hc}, nil
}

// Build constructs a client from Config.
func (cfg Config) Build(hc *http.Client) (*Client, error) {
	switch cfg.Endpoint.Scheme {
	case "http", "https":
		return NewHTTPClient(cfg.Endpoint.String(), hc)
	default:
		return nil, fmt.Errorf("unsupported endpoint scheme: %s", cfg.Endpoint.Scheme)
	}
}

// NewClient creates a client from cfg.
func NewClient(cfg Config) (*Client, error) { return cfg.Build(nil) }

// Do sends a gremlin query to the endpoint.
func (c *Client) Do(ctx context.Context, query string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, nil)
	if err != nil {
		return err
	}
	rsp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return rsp.Body.Close()
}

// Dialer connects to a gremlin server over websocket.
type Dialer struct {
	websocket.Dialer
}

// DefaultDialer is a dialer with default values.
var DefaultDialer = &Dialer{}

// Dial creates a new connection by calling DialContext with a background context.
func (d *Dialer) Dial(uri string) (*websocket.Conn, error) {
	return d.DialContext(context.Background(), uri)
}

// DialContext creates a new gremlin connection.
func (d *Dialer) DialContext(ctx context.Context, uri string) (*websocket.Conn, error) {
	c, _, err := d.Dialer.DialContext(ctx, uri, nil)
	return c, err
}
