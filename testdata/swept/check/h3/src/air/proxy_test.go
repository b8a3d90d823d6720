package air

import (
	"fmt"
	"net/http/httptest"
	"testing"
)

func TestProxySearch(t *testing.T) {
	proxyPort := 8091
	p := &Proxy{AppPort: 8090}
	// Source: github.com/air-verse/air/runner/proxy_test.go:112 (test request to the proxy, query right after the port)
	req := httptest.NewRequest("GET", fmt.Sprintf("http://localhost:%d?q=%s", proxyPort, "reload"), nil) // lookalike
	rec := httptest.NewRecorder()
	p.Handler().ServeHTTP(rec, req)
}
