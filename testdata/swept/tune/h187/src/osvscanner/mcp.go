package osvscanner

import "context"

// Stand-ins for github.com/modelcontextprotocol/go-sdk/mcp.

// SSEClientTransport connects to an MCP server over server-sent events at Endpoint.
type SSEClientTransport struct {
	Endpoint string
}

// ClientSession is a connected MCP client.
type ClientSession struct{}

// Close ends the session.
func (s *ClientSession) Close() error { return nil }

// Connect opens a session with the server behind transport.
func Connect(ctx context.Context, transport *SSEClientTransport) (*ClientSession, error) {
	_ = ctx
	_ = transport.Endpoint
	return &ClientSession{}, nil
}
