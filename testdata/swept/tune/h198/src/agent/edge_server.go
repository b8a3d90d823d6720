package agent

import "net/http"

// EdgeServer expose an UI to associate an Edge key with the agent.
type EdgeServer struct {
	httpServer *http.Server
}

// Start starts a new web server by listening on the specified addr and port;
// addr comes from the --edge-host flag, parsed as an IP (v4 or v6).
func (server *EdgeServer) Start(addr, port string) error {
	router := http.NewServeMux()
	router.Handle("/", http.FileServer(http.Dir("./static")))

	// Source: github.com/portainer/agent/edge/http/edge.go:33 (hostjoin: the listen address is host and port joined by hand, so an IPv6 --edge-host such as :: gives :::port, which net.Listen rejects; net.JoinHostPort is right; by the hostjoin check)
	listenAddr := addr + ":" + port // defect hostjoin
	server.httpServer = &http.Server{Addr: listenAddr, Handler: router}

	err := server.httpServer.ListenAndServe()
	if err != http.ErrServerClosed {
		return err
	}
	return nil
}
