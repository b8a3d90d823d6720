package livekit

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestRegionSettingsServer(t *testing.T) {
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	t.Cleanup(srv.Close)
	// Source: github.com/livekit/server-sdk-go/v2/regionurlprovider_test.go:70 (hostform: a scheme prefix stripped from a test server URL, not a URI with an empty host)
	hostname := strings.TrimPrefix(srv.URL, "https://") // lookalike
	if regionSettingsURL(hostname) == "" {
		t.Fatal("empty")
	}
}
