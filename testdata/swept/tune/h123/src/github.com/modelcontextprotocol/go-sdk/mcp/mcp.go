// Package mcp is a minimal stub of the MCP Go SDK client API.
package mcp

import "context"

type Implementation struct {
	Name    string
	Version string
}

type ClientOptions struct{}

type ClientSessionOptions struct{}

type Client struct{}

type ClientSession struct{}

// Transport is a way to connect to an MCP server.
type Transport interface{}

// SSEClientTransport connects to an MCP server over SSE at Endpoint.
type SSEClientTransport struct {
	Endpoint string
}

func NewClient(impl *Implementation, opts *ClientOptions) *Client { panic("stub") }

func (c *Client) Connect(ctx context.Context, t Transport, opts *ClientSessionOptions) (*ClientSession, error) {
	panic("stub")
}

func (cs *ClientSession) Close() error { panic("stub") }
