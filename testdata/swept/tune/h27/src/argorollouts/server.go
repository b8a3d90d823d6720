package argorollouts

import (
	"fmt"

	log "github.com/sirupsen/logrus"
)

// ServerOptions configure the server.
type ServerOptions struct {
	// ListenAddr is the address the dashboard/API server listens on. Defaults to
	// localhost-only (defaultListenAddr) when empty, since the dashboard command is
	// meant for local use.
	ListenAddr string
	Namespace  string
	RootPath   string
}

// ArgoRolloutsServer serves the API and the dashboard.
type ArgoRolloutsServer struct {
	Options ServerOptions
}

const defaultListenAddr = "127.0.0.1"

func (s *ArgoRolloutsServer) listenAddr() string {
	if s.Options.ListenAddr != "" {
		return s.Options.ListenAddr
	}
	return defaultListenAddr
}

func (s *ArgoRolloutsServer) announce(port int, dashboard bool) {
	startupMessage := fmt.Sprintf("Argo Rollouts api-server serving on port %s %d (namespace: %s)", s.listenAddr(), port, s.Options.Namespace)
	if dashboard {
		// Source: github.com/argoproj/argo-rollouts/server/server.go:185 (hostjoin: a log message whose text starts with prose, not with a scheme; the listen address comes from a flag, but nothing reads the URL; rule 4)
		startupMessage = fmt.Sprintf("Argo Rollouts Dashboard is now available at http://%s:%d/%s", s.listenAddr(), port, s.Options.RootPath) // lookalike
	}

	log.Info(startupMessage)
}
