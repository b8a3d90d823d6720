// Package mcp is a minimal stub of the MCP Go SDK.
package mcp

import "context"

// StreamableClientTransport connects to an MCP server over streamable HTTP.
type StreamableClientTransport struct {
	Endpoint string
}

// Resource is a resource a server offers.
type Resource struct {
	URI  string
	Name string
}

// ResourceHandler reads a resource.
type ResourceHandler func(context.Context, string) (string, error)

// Server is an MCP server.
type Server struct{}

// AddResource adds a resource to the server.
func (s *Server) AddResource(r *Resource, h ResourceHandler) { panic("stub") }

// ElicitParams asks the client to elicit input, possibly at a URL.
type ElicitParams struct {
	Message       string
	URL           string
	ElicitationID string
}

// ServerSession is a server's connection to one client.
type ServerSession struct{}

// Elicit sends an elicitation request to the client.
func (ss *ServerSession) Elicit(ctx context.Context, p *ElicitParams) error { panic("stub") }
