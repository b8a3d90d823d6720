package iris

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// Source: github.com/kataras/iris/v12/_examples/routing/main_test.go:131 (expects the body-size error text "http: request body too large")
func TestBodyLimit(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, 8)
		if _, err := io.ReadAll(r.Body); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
		}
	})
	rr := httptest.NewRecorder()
	h.ServeHTTP(rr, httptest.NewRequest(http.MethodPost, "/", strings.NewReader("0123456789")))
	if got := strings.TrimSpace(rr.Body.String()); got != "http: request body too large" { // lookalike
		t.Fatalf("body = %q", got)
	}
}

func cleanRoute(p string) string {
	p = strings.ReplaceAll(p, "\\", "/")
	for strings.Contains(p, "//") {
		p = strings.ReplaceAll(p, "//", "/")
	}
	return p
}

// Source: github.com/kataras/iris/v12/core/router/path_test.go:133 (router path-splitting table: a backslash in a route must be turned into '/')
func TestCleanRoute(t *testing.T) {
	tests := []struct{ in, want string }{
		{"/orders/7", "/orders/7"},
		{"//orders\\7", "/orders/7"}, // lookalike
	}
	for _, tc := range tests {
		if got := cleanRoute(tc.in); got != tc.want {
			t.Errorf("cleanRoute(%q) = %q", tc.in, got)
		}
	}
}

// Source: github.com/kataras/iris/v12/middleware/basicauth/basicauth_test.go:143 (subdomain routing test sends a request to a host with an underscore)
func TestSubdomainWithUnderscore(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, strings.SplitN(r.Host, ".", 2)[0])
	})
	rr := httptest.NewRecorder()
	h.ServeHTTP(rr, httptest.NewRequest(http.MethodGet, "http://open_to_all.shop.example.com/", nil)) // lookalike
	if rr.Body.String() != "open_to_all" {
		t.Fatal(rr.Body.String())
	}
}
