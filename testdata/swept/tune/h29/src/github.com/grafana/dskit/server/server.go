// Package server stands in for github.com/grafana/dskit/server: only what
// the cases use.
package server

// Config holds the addresses the server listens on.
type Config struct {
	HTTPListenAddress string
	HTTPListenPort    int
	GRPCListenAddress string
	GRPCListenPort    int
	MetricsNamespace  string
}

// Server is a running server.
type Server struct{ cfg Config }

// New starts a server for the configuration.
func New(cfg Config) (*Server, error) { return &Server{cfg: cfg}, nil }

// Run serves until Shutdown.
func (s *Server) Run() error { return nil }

// Shutdown stops the server.
func (s *Server) Shutdown() {}
