// Package chi is a stand-in for the parts of github.com/go-chi/chi/v5 used here.
package chi

import "net/http"

type contextKey struct{ name string }

// RouteCtxKey is the context key of the routing context.
var RouteCtxKey = &contextKey{"RouteContext"}

// RouteParams holds URL parameters.
type RouteParams struct {
	Keys, Values []string
}

// Add adds a URL parameter.
func (s *RouteParams) Add(key, value string) {
	s.Keys = append(s.Keys, key)
	s.Values = append(s.Values, value)
}

// Context is the routing context.
type Context struct {
	URLParams RouteParams
}

// NewRouteContext returns a new routing context.
func NewRouteContext() *Context { return &Context{} }

// URLParam returns the URL parameter key of the request.
func URLParam(r *http.Request, key string) string {
	if rctx, ok := r.Context().Value(RouteCtxKey).(*Context); ok {
		for i, k := range rctx.URLParams.Keys {
			if k == key {
				return rctx.URLParams.Values[i]
			}
		}
	}
	return ""
}
