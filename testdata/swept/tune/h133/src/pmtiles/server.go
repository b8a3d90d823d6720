package pmtiles

import (
	"net/http"
	"strings"
)

// Cors allows requests from a list of origins.
type Cors struct {
	allowed []string
	next    http.Handler
}

// NewCors takes a comma-separated list of origins.
func NewCors(corsOrigins string) *Cors {
	return &Cors{allowed: strings.Split(corsOrigins, ",")}
}

// Handler wraps h.
func (c *Cors) Handler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		for _, a := range c.allowed {
			if a == origin {
				w.Header().Set("Access-Control-Allow-Origin", origin)
			}
		}
		h.ServeHTTP(w, r)
	})
}
