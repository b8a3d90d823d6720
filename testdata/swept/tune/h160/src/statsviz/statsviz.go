// Package statsviz holds cases rewritten from github.com/arl/statsviz.
package statsviz

import (
	"net/http"
	"strings"
)

// Server serves the UI under root.
type Server struct {
	root string
}

// NewServer returns a server rooted at root.
func NewServer(root string) *Server {
	return &Server{root: strings.TrimSuffix(root, "/")}
}

// Index serves the UI.
func (s *Server) Index() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})
}

// Ws serves the websocket endpoint.
func (s *Server) Ws() http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusBadRequest) }
}

// Register registers the handlers on mux.
func (s *Server) Register(mux *http.ServeMux) {
	mux.Handle(s.root+"/", s.Index())
	// Source: github.com/arl/statsviz/statsviz.go:173 (baseslash: a ServeMux pattern built from the root with its trailing slash trimmed, no reference is resolved against a base)
	mux.HandleFunc(s.root+"/ws", s.Ws()) // lookalike
}
