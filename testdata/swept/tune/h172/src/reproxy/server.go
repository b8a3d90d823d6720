package reproxy

import (
	"context"
	"encoding/json"
	"net/http"
)

// Server is the management server exposing /ping and /routes.
type Server struct {
	Listen  string
	Mappers []URLMapper
}

// Run starts the management server until ctx is done.
func (s *Server) Run(ctx context.Context) {
	mux := http.NewServeMux()
	mux.HandleFunc("/ping", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("App-Name", "reproxy-mgmt")
		_, _ = w.Write([]byte("pong"))
	})
	mux.HandleFunc("/routes", func(w http.ResponseWriter, _ *http.Request) {
		res := map[string][]any{}
		for _, m := range s.Mappers {
			res[m.Server] = append(res[m.Server], map[string]any{"destination": m.Dst, "route": m.SrcMatch.String(),
				"provider": m.ProviderID, "ping": m.PingURL})
		}
		_ = json.NewEncoder(w).Encode(res)
	})
	srv := &http.Server{Addr: s.Listen, Handler: mux}
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	_ = srv.ListenAndServe()
}
