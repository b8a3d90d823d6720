package wakapi

import (
	"context"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
)

// withUrlParamV1 is withUrlParam of package routes/compat/wakatime/v1 (renamed
// here only because routes/utils has a function of the same name).
func withUrlParamV1(r *http.Request, key, value string) *http.Request {
	// Source: github.com/muety/wakapi/routes/compat/wakatime/v1/test_utils_test.go:11 (escaper: by rule 1 held to non-test rules, the helper fills {user} with plain identifiers such as AdminUser that need no escaping, and RawPath is empty for these requests)
	r.URL.RawPath = strings.Replace(r.URL.RawPath, "{"+key+"}", value, 1) // lookalike
	// Source: github.com/muety/wakapi/routes/compat/wakatime/v1/test_utils_test.go:12 (escaper: by rule 1 held to non-test rules, Path is the decoded path, where the raw identifier is the right form)
	r.URL.Path = strings.Replace(r.URL.Path, "{"+key+"}", value, 1) // lookalike
	rctx := chi.NewRouteContext()
	rctx.URLParams.Add(key, value)
	r = r.WithContext(context.WithValue(r.Context(), chi.RouteCtxKey, rctx))
	return r
}

var _ = withUrlParamV1
