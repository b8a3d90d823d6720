// Package server runs the PhotoPrism web server.
package server

import (
	"log"
	"net/http"
	"time"
)

// Logger logs requests; the path is only printed.
func Logger(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		path := r.URL.Path
		raw := r.URL.RawQuery

		next.ServeHTTP(w, r)

		if raw != "" {
			// Source: github.com/photoprism/photoprism/internal/server/logger.go:31 (escaper: the request path and raw query are joined only to be printed in a debug log line, no URI use, by the rule that a value only printed is no URI use)
			path = path + "?" + raw // lookalike
		}

		log.Printf("server: %s %s [%v]", r.Method, path, time.Since(start))
	})
}
