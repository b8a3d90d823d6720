package arangodb

import (
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"
)

var urlFixer = strings.NewReplacer(
	// Source: github.com/arangodb/go-driver/util/endpoints.go:29 (hostform: scheme prefixes arangod writes, rewritten to the ones Go's HTTP client reads)
	"tcp://", "http://", "ssl://", "https://", // lookalike
)

// FixupEndpointURLScheme changes endpoint URL schemes used by arangod to ones used by go.
func FixupEndpointURLScheme(u string) string {
	return urlFixer.Replace(u)
}

type request struct {
	path string
	q    url.Values
}

// Source: github.com/arangodb/go-driver/http/request_json.go:173 (escaper: query string made by url.Values.Encode)
func (r *request) createHTTPRequest(endpoint string) (*http.Request, error) {
	u := endpoint + strings.TrimPrefix(r.path, "/")
	if r.q != nil {
		if q := r.q.Encode(); len(q) > 0 {
			u = u + "?" + q // lookalike
		}
	}
	return http.NewRequest("GET", u, nil)
}

// Source: github.com/arangodb/go-driver/v2/connection/connection_http_internal.go:223 (pathjoin: path.Join on the Path field of a parsed URL, not on the URI)
func newRequest(e, urlPath string) (*http.Request, error) {
	u, err := url.Parse(e)
	if err != nil {
		return nil, err
	}
	u.Path = path.Join(u.Path, urlPath) // lookalike
	return http.NewRequest("GET", u.String(), nil)
}

// NewUrl joins the segments of a request path.
func NewUrl(parts ...string) string {
	return "/" + strings.Join(parts, "/")
}

// Source: github.com/arangodb/go-driver/v2/arangodb/client_admin_impl.go:195 (escaper: database name escaped with url.PathEscape as one path segment)
func systemTimePath(dbName string) string {
	return NewUrl("_db", url.PathEscape(dbName), "_admin", "time") // lookalike
}

// Source: github.com/arangodb/go-driver/v2/arangodb/database_query_impl.go:463 (escaper: a boolean formatted as a query value)
func groupedURL(u string, group bool) string {
	return fmt.Sprintf("%s?group=%t", u, group) // lookalike
}
