package zinc

import "net/http"

// NewServer returns the HTTP server on the configured address.
func NewServer(app http.Handler) *http.Server {
	PORT := Global.ServerPort
	ADDRESS := Global.ServerAddress
	return &http.Server{
		// Source: github.com/zincsearch/zincsearch/cmd/zincsearch/main.go:78 (hostjoin: the joined value is the listen address of an http.Server, host:port and not a URI.)
		Addr:    ADDRESS + ":" + PORT, // lookalike
		Handler: app,
	}
}
