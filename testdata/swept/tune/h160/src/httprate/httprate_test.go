package httprate

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestCanonicalizeIP(t *testing.T) {
	tests := []struct {
		name string
		ip   string
		want string
	}{
		// Source: github.com/go-chi/httprate/httprate_test.go:34 (hostcase: an uppercase IPv6 address is the input of a test of the IP canonicaliser, and it is no URI host (rule 2c))
		{name: "mapped IPv4 expanded uppercase", ip: "0000:0000:0000:0000:0000:FFFF:C000:0201", want: "192.0.2.1"}, // lookalike
		// Source: github.com/go-chi/httprate/httprate_test.go:74 (syntax: a row named bad IPv6 unchanged feeds a non-IP on purpose to the canonicaliser (rules 2b, 2c))
		{name: "bad IPv6 unchanged", ip: "not:an:IP", want: "not:an:IP"}, // lookalike
	}
	for _, tt := range tests {
		if got := CanonicalizeIP(tt.ip); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestMappedIPv4ClientBuckets(t *testing.T) {
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusOK) })
	for _, ip := range []string{"192.0.2.1", "::ffff:192.0.2.1"} {
		req := httptest.NewRequest(http.MethodGet, "/", nil)
		// Source: github.com/go-chi/httprate/httprate_test.go:143 (hostjoin: the test sets a RemoteAddr with the host already in brackets, a host:port for net.SplitHostPort and not a URI)
		req.RemoteAddr = fmt.Sprintf("[%s]:1234", ip) // lookalike
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
	}
}

func TestRateLimitHeaders(t *testing.T) {
	router := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})
	ctx := context.Background()
	// Source: github.com/go-chi/httprate/limiter_test.go:422 (sink: the bare path only builds a server-side request passed straight to router.ServeHTTP, no client ever sends it)
	req, err := http.NewRequestWithContext(ctx, "GET", "/", nil) // lookalike
	if err != nil {
		t.Errorf("failed = %v", err)
	}
	recorder := httptest.NewRecorder()
	router.ServeHTTP(recorder, req)
}

func TestRateLimitPayload(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})
	// Source: github.com/go-chi/httprate/limiter_test.go:478 (sink: the bare path only builds a server-side request passed straight to h.ServeHTTP, no client ever sends it)
	req, err := http.NewRequest("GET", "/", strings.NewReader(`{"username":"alice"}`)) // lookalike
	if err != nil {
		t.Errorf("failed = %v", err)
	}
	recorder := httptest.NewRecorder()
	h.ServeHTTP(recorder, req)
}
