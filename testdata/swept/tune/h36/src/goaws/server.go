package goaws

import (
	"net"
)

// Server is a test server.
type Server struct {
	listener net.Listener
}

// URL returns a URL for the server.
func (srv *Server) URL() string {
	// Source: github.com/Admiral-Piett/goaws/app/servertest/server.go:35 (hostjoin: the listener's Addr().String() is already a host:port with any IPv6 address bracketed, and nothing is joined with a bare ':'.)
	return "http://" + srv.listener.Addr().String() // lookalike
}
