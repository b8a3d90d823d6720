package oras

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func TestRepository_Referrers_TagSchemaFallback(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
	}))
	defer ts.Close()
	// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:1968 (hostform: the scheme-only string is a prefix stripped from the test server URL, not a URI; stratified sample of 25 look-alikes out of 149 swept candidates)
	ref := strings.TrimPrefix(ts.URL, "http://") + "/test" // lookalike
	if ref == "" {
		t.Fatal("empty reference")
	}
}

func pushLocation(t *testing.T, handler http.HandlerFunc, reqHostname, reqPort string) *url.URL {
	t.Helper()
	rec := httptest.NewRecorder()
	handler(rec, nil)
	location, err := url.Parse(rec.Header().Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	fixLocationPort(reqHostname, reqPort, location)
	return location
}

func Test_BlobStore_Push_Port443(t *testing.T) {
	uuid := "4fd53bc9-565d-4527-ab80-3e051ac4880c"
	handler := func(w http.ResponseWriter, r *http.Request) {
		// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:7224 (plainhttp: the Location names a mock registry host that the test transport routes to an httptest server; stratified sample of 25 look-alikes out of 149 swept candidates)
		w.Header().Set("Location", "http://registry.wabbit-networks.io/v2/test/blobs/uploads/"+uuid) // lookalike
		w.WriteHeader(http.StatusAccepted)
	}
	if got := pushLocation(t, handler, "registry.wabbit-networks.io", "443"); got.Port() != "443" {
		t.Errorf("Location port = %q, want 443", got.Port())
	}
}

func Test_BlobStore_Push_Port443_HTTPS(t *testing.T) {
	uuid := "4fd53bc9-565d-4527-ab80-3e051ac4880c"
	handler := func(w http.ResponseWriter, r *http.Request) {
		// Source: oras.land/oras-go/v2/registry/remote/repository_test.go:7376 (port: a test named for port 443 returns an explicit :443 Location on purpose to exercise the port-443 handling; stratified sample of 25 look-alikes out of 149 swept candidates)
		w.Header().Set("Location", "https://registry.wabbit-networks.io:443/v2/test/blobs/uploads/"+uuid) // lookalike
		w.WriteHeader(http.StatusAccepted)
	}
	if got := pushLocation(t, handler, "registry.wabbit-networks.io", "443"); got.Port() != "443" {
		t.Errorf("Location port = %q, want 443", got.Port())
	}
}
