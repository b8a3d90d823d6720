package kumo

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

var virtualHostCases = []struct {
	name, method, host, path string
}{
	{name: "path-style PUT bucket", method: http.MethodPut, host: "127.0.0.1:4566", path: "/my-bucket"},
}

func TestRouterVirtualHostedStyleS3(t *testing.T) {
	for _, tc := range virtualHostCases {
		t.Run(tc.name, func(t *testing.T) {
			// Source: github.com/sivchari/kumo/internal/server/virtualhost_test.go:125 (hostjoin: the table's hosts are already host:port values and the concatenation adds no ':', uniform sample of 28 of 109 look-alikes.)
			req := httptest.NewRequestWithContext(t.Context(), tc.method, "http://"+tc.host+tc.path, http.NoBody) // lookalike
			req.Host = tc.host
			rec := httptest.NewRecorder()
			http.NotFoundHandler().ServeHTTP(rec, rewriteVirtualHost(req, "my-bucket"))
		})
	}
}
