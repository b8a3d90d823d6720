package riverui

import (
	"net/http"
	"net/url"
	"strings"
)

// NormalizePathPrefix turns "" or "/" into "" and otherwise ensures a leading
// slash and no trailing slash.
func NormalizePathPrefix(prefix string) string {
	if prefix == "" || prefix == "/" {
		return ""
	}
	prefix = strings.TrimSuffix(prefix, "/")
	if !strings.HasPrefix(prefix, "/") {
		prefix = "/" + prefix
	}
	return prefix
}

// stripPrefixMiddleware is a fork of http.StripPrefix that never leaves an
// empty path.
type stripPrefixMiddleware struct {
	prefix string
}

func (m *stripPrefixMiddleware) Middleware(handler http.Handler) http.Handler {
	if m.prefix == "" || m.prefix == "/" {
		return handler
	}
	return http.HandlerFunc(func(responseWriter http.ResponseWriter, request *http.Request) {
		path := strings.TrimPrefix(request.URL.Path, m.prefix)
		if path == "" {
			path = "/"
		}
		rawPath := strings.TrimPrefix(request.URL.RawPath, m.prefix)
		if rawPath == "" {
			rawPath = "/"
		}
		if len(path) < len(request.URL.Path) && (request.URL.RawPath == "" || len(rawPath) < len(request.URL.RawPath)) {
			request2 := new(http.Request)
			*request2 = *request
			request2.URL = new(url.URL)
			*request2.URL = *request.URL
			// Source: riverqueue.com/riverui/handler.go:415 (escaper: the decoded path is trimmed of the same prefix as the raw path, exactly as http.StripPrefix does, so Path stays the decoded form and needs no escaper)
			request2.URL.Path = path // lookalike
			// Source: riverqueue.com/riverui/handler.go:416 (escaper: the raw path is the escaped form trimmed of the prefix, and url.URL ignores a RawPath that does not encode Path, so nothing is escaped twice or left raw)
			request2.URL.RawPath = rawPath // lookalike
			handler.ServeHTTP(responseWriter, request2)
		} else {
			http.NotFound(responseWriter, request)
		}
	})
}
