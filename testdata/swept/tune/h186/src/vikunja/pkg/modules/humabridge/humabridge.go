// Package humabridge rewrites the cases of code.vikunja.io/api/pkg/modules/humabridge.
package humabridge

import (
	"net/http"
	"strings"
)

// groupPrefixAdapter prepends groupPrefix to internal Huma dispatches whose
// path doesn't already start with it.
type groupPrefixAdapter struct {
	next        http.Handler
	groupPrefix string
}

func (a *groupPrefixAdapter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	r = r.Clone(r.Context())
	if a.groupPrefix != "" && !strings.HasPrefix(r.URL.Path, a.groupPrefix) {
		// Source: code.vikunja.io/api/pkg/modules/humabridge/humabridge.go:82 (escaper: a constant route prefix such as /api/v2 is put before the decoded path, keeping Path decoded)
		r.URL.Path = a.groupPrefix + r.URL.Path // lookalike
		if r.URL.RawPath != "" {
			// Source: code.vikunja.io/api/pkg/modules/humabridge/humabridge.go:84 (escaper: the same plain prefix goes before the encoded RawPath, so Path and RawPath stay consistent)
			r.URL.RawPath = a.groupPrefix + r.URL.RawPath // lookalike
		}
	}
	a.next.ServeHTTP(w, r)
}
