package promcommon

import (
	"context"
	"net/http"
)

type param string

// Param returns the router parameter p stored in ctx.
func Param(ctx context.Context, p string) string {
	if v := ctx.Value(param(p)); v != nil {
		return v.(string)
	}
	return ""
}

// FileServe returns a handler that serves files from dir for the *filepath route parameter.
func FileServe(dir string) http.HandlerFunc {
	fs := http.FileServer(http.Dir(dir))
	return func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/prometheus/common/route/route.go:145 (escaper: the parameter comes from the router's match on the decoded path and goes back into the decoded URL.Path field, so no escaper belongs there)
		r.URL.Path = Param(r.Context(), "filepath") // lookalike
		fs.ServeHTTP(w, r)
	}
}

// StaticFileServer serves static files from root.
func StaticFileServer(root http.FileSystem) http.Handler {
	return http.FileServer(root)
}
