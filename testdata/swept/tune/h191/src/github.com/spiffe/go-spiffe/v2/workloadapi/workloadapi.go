// Package workloadapi is a minimal stand-in for go-spiffe's workloadapi.
package workloadapi

import (
	"context"
	"errors"
	"strings"
)

// ClientOption mirrors workloadapi.ClientOption.
type ClientOption func(*Client)

// Client mirrors workloadapi.Client.
type Client struct{ addr string }

// WithAddr sets the Workload API address: "unix:///path" or "tcp://IP:port".
func WithAddr(addr string) ClientOption { return func(c *Client) { c.addr = addr } }

// New mirrors workloadapi.New.
func New(ctx context.Context, options ...ClientOption) (*Client, error) {
	c := &Client{}
	for _, o := range options {
		o(c)
	}
	if !strings.HasPrefix(c.addr, "unix://") && !strings.HasPrefix(c.addr, "tcp://") {
		return nil, errors.New("workload endpoint socket URI must have a \"tcp\" or \"unix\" scheme")
	}
	return c, nil
}

// Close mirrors workloadapi.Client.Close.
func (c *Client) Close() error { return nil }
