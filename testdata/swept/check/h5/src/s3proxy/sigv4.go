package s3proxy

import (
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/guided-traffic/s3-encryption-proxy/internal/proxy/middleware/s3auth_robust.go:306 (SigV4 canonical URI: path escaped with url.QueryEscape, then %2F turned back into "/")
func canonicalURI(r *http.Request) string {
	uri := r.URL.Path
	if uri == "" {
		uri = "/"
	}
	return strings.ReplaceAll(url.QueryEscape(uri), "%2F", "/") // defect escaper
}

// Source: github.com/guided-traffic/s3-encryption-proxy/internal/proxy/middleware/s3auth_robust.go:355 (canonical query pairs escaped with url.QueryEscape)
func canonicalPair(key, value string) string {
	return url.QueryEscape(key) + "=" + url.QueryEscape(value) // lookalike
}
