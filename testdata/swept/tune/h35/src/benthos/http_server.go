package benthos

import (
	"log"
	"net/http"
)

type httpServerConfig struct {
	Address  string
	Path     string
	CertFile string
	KeyFile  string
}

type httpServerInput struct {
	conf   httpServerConfig
	server *http.Server
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/io/input_http_server.go:882 (syntax: URL in a log message, prose, address already host:port (rule 4); uniform sample 26 of 128.)
func (h *httpServerInput) loop() {
	if h.conf.KeyFile != "" || h.conf.CertFile != "" {
		log.Printf(
			"Receiving HTTPS messages at: https://%s\n", // lookalike
			h.conf.Address+h.conf.Path,
		)
		if err := h.server.ListenAndServeTLS(h.conf.CertFile, h.conf.KeyFile); err != http.ErrServerClosed {
			log.Printf("Server error: %v\n", err)
		}
	}
}
