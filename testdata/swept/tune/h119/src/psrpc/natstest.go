// Package psrpc holds cases rewritten from github.com/livekit/psrpc.
package psrpc

type container interface {
	GetHostPort(portID string) string
}

type natsServer struct {
	addr string
}

// Source: github.com/livekit/psrpc/pkg/bus/natsbus/natstest/natstest.go:40 (hostjoin: the container's GetHostPort already returns a joined host:port, no bare ':' join here)
func newNATSServer(c container) *natsServer {
	addr := c.GetHostPort("4222/tcp")
	return &natsServer{addr: "nats://" + addr} // lookalike
}
