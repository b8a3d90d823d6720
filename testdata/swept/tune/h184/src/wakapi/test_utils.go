package wakapi

import (
	"context"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
)

// WithUrlParam fills a {key} placeholder of a test request and sets the chi URL param.
// https://github.com/go-chi/chi/issues/76#issuecomment-370145140
func WithUrlParam(r *http.Request, key, value string) *http.Request {
	// Source: github.com/muety/wakapi/routes/test_utils.go:15 (escaper: by the escaper check the helper fills a {key} placeholder with plain identifiers such as user1 or mock that need no escaping, and RawPath is empty for these requests)
	r.URL.RawPath = strings.Replace(r.URL.RawPath, "{"+key+"}", value, 1) // lookalike
	// Source: github.com/muety/wakapi/routes/test_utils.go:16 (escaper: by the escaper check Path holds the decoded path, so the raw identifier is the right form there)
	r.URL.Path = strings.Replace(r.URL.Path, "{"+key+"}", value, 1) // lookalike
	rctx := chi.NewRouteContext()
	rctx.URLParams.Add(key, value)
	r = r.WithContext(context.WithValue(r.Context(), chi.RouteCtxKey, rctx))
	return r
}
