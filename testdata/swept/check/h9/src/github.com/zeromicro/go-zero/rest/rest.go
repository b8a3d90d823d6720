// Package rest is a stub of github.com/zeromicro/go-zero/rest.
package rest

import "net/http"

// RestConf is a http service config.
type RestConf struct {
	Host string
	Port int
}

// Route is a http route.
type Route struct {
	Method  string
	Path    string
	Handler http.HandlerFunc
}

// Server is a http server.
type Server struct{}

// MustNewServer returns a server with given config of c and options defined in opts.
func MustNewServer(c RestConf) *Server { return &Server{} }

// AddRoutes add given routes into the Server.
func (s *Server) AddRoutes(rs []Route) {}

// Start starts the Server.
func (s *Server) Start() {}

// Stop stops the Server.
func (s *Server) Stop() {}
