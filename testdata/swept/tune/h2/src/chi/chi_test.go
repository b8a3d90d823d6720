package chi

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func deprecation(links ...string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			for _, l := range links {
				w.Header().Add("Link", l)
			}
			next.ServeHTTP(w, r)
		})
	}
}

// Source: github.com/go-chi/chi/v5/middleware/deprecation_test.go:45 (a Link header value, "<uri>; rel=...", given to the middleware)
func TestDeprecationLink(t *testing.T) {
	link := `<https://docs.example.com/v1/retirement>; rel="deprecation"` // lookalike
	h := deprecation(link)(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	rr := httptest.NewRecorder()
	h.ServeHTTP(rr, httptest.NewRequest(http.MethodGet, "/", nil))
	if got := rr.Header().Get("Link"); got != link {
		t.Fatalf("Link = %q", got)
	}
}

// Source: github.com/go-chi/chi/v5/middleware/strip_test.go:295 (requests built from a fixed test host and each row's target)
func TestStripSlashTargets(t *testing.T) {
	tests := []struct{ name, target string }{
		{"root", "/"},
		{"trailing", "/accounts/"},
	}
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(strings.TrimSuffix(r.URL.Path, "/")))
	})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "http://shop.example.test"+tc.target, nil) // lookalike
			rr := httptest.NewRecorder()
			h.ServeHTTP(rr, req)
		})
	}
}

// Source: github.com/go-chi/chi/v5/mux_test.go:1772 (router test: an escaped URL in a path parameter must come back with its lowercase escapes as sent)
func TestEscapedPathParam(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seg := strings.Split(strings.TrimPrefix(r.URL.EscapedPath(), "/img/"), "/")[0]
		if seg != "https:%2f%2fcdn.example.com%2fphoto.jpg" { // lookalike
			t.Errorf("identifier = %s", seg)
		}
	})
	ts := httptest.NewServer(h)
	defer ts.Close()
	resp, err := http.Get(ts.URL + "/img/https:%2f%2fcdn.example.com%2fphoto.jpg/full/0/default.jpg") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
