package agent

import (
	"net/http"
	"time"
)

// APIServer is the agent API server; addr comes from the --host flag, parsed as an IP (v4 or v6).
type APIServer struct {
	addr string
	port string
}

// Start starts a new web server by listening on the specified listenAddr.
func (server *APIServer) Start(httpHandler http.Handler) error {
	httpServer := &http.Server{
		// Source: github.com/portainer/agent/http/server.go:84 (hostjoin: host and port of the API server joined by hand, which breaks for an IPv6 --host value; net.JoinHostPort is right; by the hostjoin check)
		Addr:         server.addr + ":" + server.port, // defect hostjoin
		Handler:      httpHandler,
		ReadTimeout:  120 * time.Second,
		WriteTimeout: 30 * time.Minute,
	}
	return httpServer.ListenAndServe()
}
