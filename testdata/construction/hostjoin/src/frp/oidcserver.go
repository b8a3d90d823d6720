package frp

import (
	"fmt"
	"net"
	"strconv"
)

// Server is a mock OIDC provider for the end-to-end tests.
type Server struct {
	bindAddr string
	bindPort int
	l        net.Listener
}

type Option func(*Server)

func WithBindPort(port int) Option { return func(s *Server) { s.bindPort = port } }

func New(options ...Option) *Server {
	s := &Server{bindAddr: "127.0.0.1"}
	for _, opt := range options {
		opt(s)
	}
	return s
}

func (s *Server) Run() error {
	l, err := net.Listen("tcp", net.JoinHostPort(s.bindAddr, strconv.Itoa(s.bindPort)))
	if err != nil {
		return err
	}
	s.l = l
	s.bindPort = l.Addr().(*net.TCPAddr).Port
	return nil
}

// Source: github.com/fatedier/frp/test/e2e/mock/server/oidcserver/oidcserver.go:121 (the issuer joins bindAddr, always the "127.0.0.1" that New sets, no option changes it, to the port)
func (s *Server) Issuer() string {
	return fmt.Sprintf("http://%s:%d", s.bindAddr, s.bindPort) // lookalike
}
