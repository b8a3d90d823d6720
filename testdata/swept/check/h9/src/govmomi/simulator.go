package govmomi

import (
	"net/http"
	"net/http/httptest"
	"net/url"
)

type registry struct {
	Path string
}

// Map is the default registry of the simulator.
var Map = &registry{Path: "/sdk"}

const folderPrefix = "/folder/"

// Server is a simulator server.
type Server struct {
	*httptest.Server
	URL *url.URL
}

// Service is the simulator service.
type Service struct {
	ServeMux *http.ServeMux
}

// NewServer returns an http Server instance for the given service
func (s *Service) NewServer() *Server {
	mux := s.ServeMux
	mux.HandleFunc(folderPrefix, func(w http.ResponseWriter, r *http.Request) {})

	// Using NewUnstartedServer() instead of NewServer(),
	// for use in main.go, where Start() blocks, we can still set ServiceHostName
	ts := httptest.NewUnstartedServer(mux)

	u := &url.URL{
		Scheme: "http",
		Host:   ts.Listener.Addr().String(),
		Path:   Map.Path,
		// Source: github.com/vmware/govmomi/simulator/simulator.go:485 (credentials: a constant password given to url.UserPassword for the simulator's URL, in non-test code where only the value's own name could say it is a fixture)
		User: url.UserPassword("user", "pass"), // defect credentials
	}

	ts.Start()

	return &Server{
		Server: ts,
		URL:    u,
	}
}
