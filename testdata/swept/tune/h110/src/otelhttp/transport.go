// Package otelhttp holds cases rewritten from go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp.
package otelhttp

import (
	"fmt"
	"net/http"
	"strings"
)

func ensureResponseBody(rt http.RoundTripper, res *http.Response) (*http.Response, error) {
	if res == nil {
		// Source: go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp/transport.go:320 (syntax: an error message that begins with the word http and a colon is prose, not a URI; rule 4; the message on line 324 is the same kind and not repeated)
		return nil, fmt.Errorf("http: RoundTripper implementation (%T) returned a nil *Response with a nil error", rt) // lookalike
	}
	return res, nil
}

// Filter decides whether a request is traced.
type Filter func(*http.Request) bool

// Path matches the request path exactly.
func Path(p string) Filter {
	return func(r *http.Request) bool { return r.URL.Path == p }
}

// PathPrefix matches a prefix of the request path.
func PathPrefix(p string) Filter {
	return func(r *http.Request) bool { return strings.HasPrefix(r.URL.Path, p) }
}

// Hostname matches the host name of the request URL.
func Hostname(h string) Filter {
	return func(r *http.Request) bool { return r.URL.Hostname() == h }
}

// Query matches one query parameter value.
func Query(key, value string) Filter {
	return func(r *http.Request) bool { return r.URL.Query().Get(key) == value }
}

// Any matches when one of the filters matches.
func Any(fs ...Filter) Filter {
	return func(r *http.Request) bool {
		for _, f := range fs {
			if f(r) {
				return true
			}
		}
		return false
	}
}

func serverAttrs(r *http.Request) []string {
	return []string{r.Method, r.Host, r.URL.Path}
}
