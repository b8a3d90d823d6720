// Package cors holds the cases of github.com/rs/cors.
package cors

import "net/http"

// Options configures a Cors handler.
type Options struct {
	AllowedOrigins             []string
	AllowOriginFunc            func(origin string) bool
	AllowOriginRequestFunc     func(r *http.Request, origin string) bool
	AllowOriginVaryRequestFunc func(r *http.Request, origin string) (bool, []string)
}

// Cors is a CORS handler.
type Cors struct {
	opts Options
}

// New creates a Cors handler with the given options.
func New(options Options) *Cors { return &Cors{opts: options} }

// Handler applies the CORS specification to the request.
func (c *Cors) Handler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		allowed := false
		switch {
		case c.opts.AllowOriginFunc != nil:
			allowed = c.opts.AllowOriginFunc(origin)
		case c.opts.AllowOriginRequestFunc != nil:
			allowed = c.opts.AllowOriginRequestFunc(r, origin)
		case c.opts.AllowOriginVaryRequestFunc != nil:
			allowed, _ = c.opts.AllowOriginVaryRequestFunc(r, origin)
		}
		w.Header().Add("Vary", "Origin")
		if allowed {
			w.Header().Set("Access-Control-Allow-Origin", origin)
		}
		h.ServeHTTP(w, r)
	})
}
