package secure

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

const httpSchema = "http"

var myHandler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})

func TestBadSingleAllowHosts(t *testing.T) {
	s := New(Options{})
	res := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/foo", nil)
	// Source: github.com/unrolled/secure/secure_test.go:87 (plainhttp: a documentation host set on a request the middleware serves in-process, nothing is fetched; uniform sample of 15 of 71)
	req.Host = "www.example.com" // lookalike
	s.Handler(myHandler).ServeHTTP(res, req)
}

func TestSSLRedirectRequestTarget(t *testing.T) {
	cases := []struct {
		name       string
		target     string
		wantStatus int
	}{
		// Source: github.com/unrolled/secure/secure_test.go:282 (schemecase: the mixed-case scheme is the point of the row "absolute mixed case HTTPS" in a table that varies the request target given to the SSL redirect, rules 2c and 2d; uniform sample of 15 of 71)
		{"absolute mixed case HTTPS", "hTtPs://example.test/protected?x=1", http.StatusMovedPermanently}, // lookalike
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := New(Options{SSLRedirect: true})
			res := httptest.NewRecorder()
			req := httptest.NewRequest(http.MethodGet, c.target, nil)
			req.TLS = nil
			s.Handler(myHandler).ServeHTTP(res, req)
			if res.Code != c.wantStatus {
				t.Errorf("got %d", res.Code)
			}
		})
	}
}

func TestSSLRedirectLeavesRequestURL(t *testing.T) {
	s := New(Options{SSLRedirect: true})
	res := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/foo?x=1", nil)
	// Source: github.com/unrolled/secure/secure_test.go:368 (plainhttp: a documentation host on a request served in-process by the redirect middleware, nothing is fetched; uniform sample of 15 of 71)
	req.Host = "www.example.com" // lookalike
	req.URL.Scheme = httpSchema
	s.Handler(myHandler).ServeHTTP(res, req)
}

func TestBasicSSLWithHost(t *testing.T) {
	s := New(Options{SSLRedirect: true})
	res := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/foo", nil)
	// Source: github.com/unrolled/secure/secure_test.go:409 (hostform: only the scheme is set on the path-only URL of a server-side request whose host is in req.Host, as on a real inbound request; the URL is never sent; uniform sample of 15 of 71)
	req.URL.Scheme = "http" // lookalike
	s.Handler(myHandler).ServeHTTP(res, req)
}

func TestBadProxySSL(t *testing.T) {
	s := New(Options{SSLRedirect: true})
	res := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/foo", nil)
	// Source: github.com/unrolled/secure/secure_test.go:477 (plainhttp: a documentation host on a request the middleware serves in-process, nothing is fetched; uniform sample of 15 of 71)
	req.Host = "www.example.com" // lookalike
	req.URL.Scheme = httpSchema
	req.Header.Add("X-Forwarded-Proto", "https")
	s.Handler(myHandler).ServeHTTP(res, req)
}

func TestDevSSLProxyHeaders(t *testing.T) {
	s := New(Options{SSLRedirect: true})
	res := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/foo", nil)
	// Source: github.com/unrolled/secure/secure_test.go:514 (hostform: only the scheme is set on the path-only URL of a server-side test request, the host is in req.Host; uniform sample of 15 of 71)
	req.URL.Scheme = "http" // lookalike
	req.Header.Add("X-Forwarded-Proto", "http")
	s.Handler(myHandler).ServeHTTP(res, req)
}

func TestCustomBadProxyAndHostSSL(t *testing.T) {
	s := New(Options{SSLRedirect: true})
	res := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/foo", nil)
	// Source: github.com/unrolled/secure/secure_test.go:570 (hostform: only the scheme is set on the path-only URL of a server-side test request, the host is in req.Host; uniform sample of 15 of 71)
	req.URL.Scheme = "http" // lookalike
	req.Header.Add("X-Forwarded-Proto", "https")
	s.Handler(myHandler).ServeHTTP(res, req)
}

func TestCustomXSSProtection(t *testing.T) {
	// Source: github.com/unrolled/secure/secure_test.go:936 (syntax: an X-XSS-Protection header value whose report directive holds a URL after "1; report=", a header value and no URI; uniform sample of 15 of 71)
	xssVal := "1; report=https://example.com" // lookalike
	if xssVal == "" {
		t.Fatal("empty")
	}
}

func TestSSLForceHostWithHTTP(t *testing.T) {
	s := New(Options{})
	res := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/foo", nil)
	// Source: github.com/unrolled/secure/secure_test.go:1278 (plainhttp: a documentation host on a request served in-process, nothing is fetched; uniform sample of 15 of 71)
	req.Host = "www.example.com" // lookalike
	req.URL.Scheme = httpSchema
	s.Handler(myHandler).ServeHTTP(res, req)
}

func TestSSLForceHostTemporaryRedirect(t *testing.T) {
	s := New(Options{})
	res := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/foo", nil)
	// Source: github.com/unrolled/secure/secure_test.go:1317 (hostform: only the scheme is set on the path-only URL of a server-side test request, the host is in req.Host; uniform sample of 15 of 71)
	req.URL.Scheme = "https" // lookalike
	req.Header.Add("X-Forwarded-Proto", "https")
	s.Handler(myHandler).ServeHTTP(res, req)
}

func TestModifyResponseHeadersWithSSLAndMatchingSSLHost(t *testing.T) {
	s := New(Options{SSLRedirect: true})
	req := httptest.NewRequest(http.MethodGet, "/foo", nil)
	// Source: github.com/unrolled/secure/secure_test.go:1394 (plainhttp: a documentation host on the request of a response whose Location the middleware rewrites, nothing is fetched; uniform sample of 15 of 71)
	req.Host = "www.example.com" // lookalike
	req.URL.Scheme = httpSchema
	res := &http.Response{Header: http.Header{}, Request: req}
	if err := s.ModifyResponseHeaders(res); err != nil {
		t.Fatal(err)
	}
}

func TestModifyResponseHeadersWithSSLAndPathInLocationResponse(t *testing.T) {
	s := New(Options{SSLRedirect: true})
	req := httptest.NewRequest(http.MethodGet, "/foo", nil)
	// Source: github.com/unrolled/secure/secure_test.go:1443 (hostform: only the scheme is set on the path-only URL of the request of a response the middleware rewrites, the host is in req.Host; uniform sample of 15 of 71)
	req.URL.Scheme = "http" // lookalike
	res := &http.Response{Header: http.Header{}, Request: req}
	if err := s.ModifyResponseHeaders(res); err != nil {
		t.Fatal(err)
	}
}
