// Package cors holds cases rewritten from github.com/go-chi/cors.
package cors

import "net/http"

// Options configures the CORS handler.
type Options struct {
	AllowOriginFunc func(r *http.Request, origin string) bool
}

func (o Options) allowed(r *http.Request, origin string) bool {
	return o.AllowOriginFunc != nil && o.AllowOriginFunc(r, origin)
}
