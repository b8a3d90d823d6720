package gotenberg

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync/atomic"
	"testing"
)

func mustParseURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// TestPinningProxy_Forward_ThroughUpstreamProxy verifies that a plain HTTP
// request is forwarded through the upstream (corporate) proxy with the
// credentials Chromium cannot supply.
func TestPinningProxy_Forward_ThroughUpstreamProxy(t *testing.T) {
	var gotAuth atomic.Value
	gotAuth.Store("")

	// Stand-in for the corporate proxy: an HTTP server that receives the
	// forwarded request and records the injected Proxy-Authorization.
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotAuth.Store(r.Header.Get("Proxy-Authorization"))
		_, _ = fmt.Fprint(w, "via-corporate-proxy")
	}))
	t.Cleanup(upstream.Close)

	upstreamURL := mustParseURL(t, upstream.URL)
	// Source: github.com/gotenberg/gotenberg/pkg/modules/chromium/pinning_proxy_upstream_test.go:39 (credentials: a password set on the URL of an httptest server the test runs itself, rule 2c)
	upstreamURL.User = url.UserPassword("bob", "pw") // lookalike

	client := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(upstreamURL)}}
	resp, err := client.Get("http://example.com/")
	if err != nil {
		t.Fatalf("GET via proxy: %v", err)
	}
	defer func() { _ = resp.Body.Close() }()
	if gotAuth.Load() == "" {
		t.Fatal("no Proxy-Authorization")
	}
}
