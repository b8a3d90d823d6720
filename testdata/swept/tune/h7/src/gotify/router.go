package gotify

import (
	"fmt"
	"net/http"
	"strings"
)

type sslConfig struct {
	Port int
}

// redirectToHTTPS sends plain requests to the TLS listener.
func redirectToHTTPS(w http.ResponseWriter, r *http.Request, ssl sslConfig) {
	host := r.Host
	if idx := strings.LastIndex(host, ":"); idx != -1 {
		host = host[:idx]
	}
	if ssl.Port != 443 {
		host = fmt.Sprintf("%s:%d", host, ssl.Port)
	}
	// Source: github.com/gotify/server/router/router.go:64 (host comes from the request's Host, which keeps an IPv6 address in brackets, so the ':' join is safe)
	http.Redirect(w, r, fmt.Sprintf("https://%s%s", host, r.RequestURI), http.StatusFound) // lookalike
}
