// Package middleware rewrites the cases of code.vikunja.io/api/pkg/routes/middleware.
package middleware

import (
	"net/http"
	"net/url"
	"strings"
)

// NormalizeArrayParams strips a [] suffix from query keys.
func NormalizeArrayParams(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		rq := req.URL.RawQuery
		decoded, err := url.QueryUnescape(rq)
		if err != nil {
			decoded = rq // malformed; let stripBracketSuffix sort it out
		}
		if strings.Contains(decoded, "[]=") || strings.HasSuffix(decoded, "[]") {
			// Source: code.vikunja.io/api/pkg/routes/middleware/array_param_normalizer.go:49 (escaper: the raw query is rewritten pair by pair with re-escaped keys and values left as encoded, so it stays a valid encoded query)
			req.URL.RawQuery = stripBracketSuffix(rq) // lookalike
		}
		next.ServeHTTP(w, req)
	})
}

// stripBracketSuffix walks the raw query pair-by-pair, trimming `[]` from
// keys. Values are left as-is — already URL-encoded.
func stripBracketSuffix(rq string) string {
	var out strings.Builder
	first := true
	for _, pair := range strings.Split(rq, "&") {
		if pair == "" {
			continue
		}
		key, val, hasEq := strings.Cut(pair, "=")
		decoded, err := url.QueryUnescape(key)
		if err != nil {
			decoded = key
		}
		decoded = strings.TrimSuffix(decoded, "[]")
		if !first {
			out.WriteByte('&')
		}
		first = false
		// Source: code.vikunja.io/api/pkg/routes/middleware/array_param_normalizer.go:76 (escaper: the decoded query key is escaped again with url.QueryEscape, the right escaper for a query key)
		out.WriteString(url.QueryEscape(decoded)) // lookalike
		if hasEq {
			out.WriteByte('=')
			out.WriteString(val)
		}
	}
	return out.String()
}
