package couper

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// Source: github.com/coupergateway/couper/accesscontrol/token_source_test.go:634 (htu normalisation table: default ports, case and dot segments vary on purpose)
func TestNormalizeHTU(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"http default", "http://www.example.com:80/path", "http://www.example.com/path"},                      // lookalike
		{"https default", "https://www.example.com:443/path", "https://www.example.com/path"},                  // lookalike
		{"several normalizations", "hTtPs://wWw.ExAmPlE.cOm:443/./b/../c", "https://www.example.com/./b/../c"}, // lookalike
	}
	for _, tt := range tests {
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		u.Scheme = "https"
		if tt.name == "http default" {
			u.Scheme = "http"
		}
		if got := normalizeHTU(u).String(); got != tt.want {
			t.Errorf("%s: got %q", tt.name, got)
		}
	}
}

// Source: github.com/coupergateway/couper/eval/lib/url_test.go:94 (url function test row: two ports, expected parse error)
func TestRelativeURLBadPort(t *testing.T) {
	if _, err := url.Parse("https://abc.example.com:8443:9443"); err == nil { // lookalike
		t.Fatal("expected an invalid port error")
	}
}

// Source: github.com/coupergateway/couper/server/http_test.go:1047 (deliberately invalid %x escape in a query, see golang/go#54663: the gateway must still keep b=ok)
func TestQueryWithBadEscape(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q, _ := url.ParseQuery(r.URL.RawQuery)
		if q.Get("b") != "ok" {
			t.Errorf("b = %q", q.Get("b"))
		}
	})
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "http://gateway.example.com:8080/q?a=%x&b=ok", nil)) // lookalike
}
