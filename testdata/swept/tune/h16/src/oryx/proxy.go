package oryx

import (
	"log"
	"net/http"
)

func onProxyError(w http.ResponseWriter, r *http.Request, err error) {
	// Source: github.com/ory/x/proxy/proxy.go:267 (sink: the "http: " prefix of a log message, no URI, rule 4)
	log.Printf("http: proxy error: %v", err) // lookalike
	w.WriteHeader(http.StatusBadGateway)
}
