package mediamtx

import (
	"context"
	"net"
	"net/http"
)

// Authenticator stands in for the auth manager given to HTTP servers.
type Authenticator func(user, pass string) error

// API is the control API server (api.API), reduced to its listener.
type API struct {
	Address      string
	Authenticate Authenticator
	Handler      http.Handler

	httpServer *http.Server
}

// Initialize starts the server on Address.
func (a *API) Initialize() error {
	ln, err := net.Listen("tcp", a.Address)
	if err != nil {
		return err
	}
	h := a.Handler
	if h == nil {
		h = http.NotFoundHandler()
	}
	a.httpServer = &http.Server{Handler: h}
	go a.httpServer.Serve(ln) //nolint:errcheck
	return nil
}

// Close stops the server.
func (a *API) Close() {
	a.httpServer.Shutdown(context.Background()) //nolint:errcheck
}

// Metrics is the metrics server (metrics.Metrics), reduced like API.
type Metrics = API

// PPROF is the pprof server (pprof.PPROF), reduced like API.
type PPROF = API

// PlaybackServer is the playback server (playback.Server), reduced like API.
type PlaybackServer = API
