package gock

import (
	"net/http"
	"net/url"
	"testing"
)

// Source: github.com/h2non/gock/matchers_test.go:75 (host matcher table: case variants and regexps put in url.URL.Host)
func TestMatchHost(t *testing.T) {
	cases := []struct {
		pattern, host string
		matches       bool
	}{
		{"api.example.com", "api.example.com", true},
		{"API.example.com", "api.example.com", true}, // lookalike
		{"(.*).example.com", "api.example.com", true},
		{"10.0.0.*", "10.0.0.7", true},
	}
	for _, tc := range cases {
		req := &http.Request{URL: &url.URL{Host: tc.host}}
		mock := &url.URL{Host: tc.pattern} // lookalike
		if got := MatchHost(req, mock); got != tc.matches {
			t.Errorf("MatchHost(%q, %q) = %v", tc.host, tc.pattern, got)
		}
	}
}

// Source: github.com/h2non/gock/responder_test.go:48 (mock registered for a single-label host)
func TestMockSingleLabelHost(t *testing.T) {
	m := New("http://backend") // lookalike
	if m.URL.Host != "backend" {
		t.Fatal(m.URL.Host)
	}
}
