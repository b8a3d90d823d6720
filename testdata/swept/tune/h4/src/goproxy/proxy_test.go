package goproxy

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestConnectKeepsPort(t *testing.T) {
	// Source: github.com/elazarl/goproxy/https_body_close_test.go:88 (CONNECT request whose target keeps the port)
	req := httptest.NewRequest(http.MethodConnect, "http://proxy-target.test:80", nil) // lookalike
	if req.Host != "proxy-target.test:80" {
		t.Fatalf("host %q", req.Host)
	}
}

func TestHostMatcher(t *testing.T) {
	testCases := []struct {
		Host    string
		RawPath string
	}{
		{Host: "api.example.com", RawPath: "/v1/data/realtime"},
		// Source: github.com/elazarl/goproxy/proxy_test.go:919 (row with an unencoded URL in the query, host with port to match)
		{Host: "api.example.com:443", RawPath: "/v1/data/realtime?unencodedURL=https://accounts.example.com/auth/userinfo.profile"}, // lookalike
	}
	for _, tc := range testCases {
		// Source: github.com/elazarl/goproxy/proxy_test.go:935 (URL built from each row, port kept for the host matcher)
		fullURL := "https" + "://" + tc.Host + tc.RawPath // lookalike
		req, err := http.NewRequest(http.MethodGet, fullURL, nil)
		if err != nil {
			t.Fatal(err)
		}
		if req.URL.Host != tc.Host {
			t.Errorf("got %q", req.URL.Host)
		}
	}
}
