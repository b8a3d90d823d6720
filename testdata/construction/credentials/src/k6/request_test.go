package k6

import (
	"net/url"
	"strings"
	"testing"
)

// URL is a request URL with its cleaned form for display.
type URL struct {
	u   *url.URL
	URL string
}

// Clean masks the userinfo.
func (u URL) Clean() string {
	if u.u == nil || u.u.User == nil {
		return u.URL
	}
	mask := "****"
	if _, ok := u.u.User.Password(); ok {
		mask = "****:****"
	}
	return strings.Replace(u.URL, u.u.User.String()+"@", mask+"@", 1)
}

// Source: github.com/grafana/k6/lib/netext/httpext/request_test.go:211 (the input of the package's URL cleaner and its expected output with "****" masks)
func TestURLClean(t *testing.T) {
	testCases := []struct{ url, expected string }{
		{"https://user:pass@api.example.com/", "https://****:****@api.example.com/"}, // lookalike
	}
	for _, tc := range testCases {
		u, err := url.Parse(tc.url)
		if err != nil {
			t.Fatal(err)
		}
		if got := (URL{u: u, URL: tc.url}).Clean(); got != tc.expected {
			t.Errorf("got %q, want %q", got, tc.expected)
		}
	}
}
