package kumo

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func newURLRequest(t *testing.T, method, target string) *http.Request {
	t.Helper()
	r := httptest.NewRequestWithContext(t.Context(), method, target, http.NoBody)
	return r
}

func TestBuildFunctionURLEventShape(t *testing.T) {
	// Source: github.com/sivchari/kumo/internal/service/execapi/functionurl_test.go:64 (percent: "%2F" is an uppercase escape of the reserved '/', canonical and kept on purpose to test raw-path handling, uniform sample of 28 of 109 look-alikes.)
	r := newURLRequest(t, http.MethodGet, "http://abc123.lambda-url.localhost:4566/a%2Fb/c?x=1&x=2&y=3") // lookalike
	if r.URL.RawPath == "" {
		t.Fatal("raw path lost")
	}
}

func TestCreateFunctionURLConfig(t *testing.T) {
	created := newFunctionURLConfig("0123456789abcdefghijklmnopqrstuv", "us-east-1")
	// Source: github.com/sivchari/kumo/internal/service/lambda/url_config_test.go:100 (hostcase: the expected URL's host is the 32-character lowercase URL ID the code checks against its pattern plus a lowercase domain, uniform sample of 28 of 109 look-alikes.)
	if want := "https://" + created.URLID + ".lambda-url.us-east-1.on.aws/"; created.FunctionURL != want { // lookalike
		t.Errorf("FunctionURL = %q, want %q", created.FunctionURL, want)
	}
}

func isCORSPreflight(r *http.Request) bool {
	return r.Method == http.MethodOptions && r.Header.Get("Origin") != "" && r.Header.Get("Access-Control-Request-Method") != ""
}

func TestPreflightAllowed(t *testing.T) {
	// Source: github.com/sivchari/kumo/internal/service/lambda/url_invoke_test.go:159 (plainhttp: plain http to a function-URL host under localhost used by the test's in-process handler, not a public Internet host, uniform sample of 28 of 109 look-alikes.)
	plain := httptest.NewRequestWithContext(t.Context(), http.MethodOptions, "http://x.lambda-url.localhost:4566/", http.NoBody) // lookalike
	if isCORSPreflight(plain) {
		t.Fatal("OPTIONS without Origin and Access-Control-Request-Method is not a preflight")
	}
}
