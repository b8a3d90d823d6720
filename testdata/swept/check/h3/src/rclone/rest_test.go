package rclone

import (
	"net/url"
	"strings"
	"testing"
)

func sameHost(a, b string) bool {
	ua, err1 := url.Parse(a)
	ub, err2 := url.Parse(b)
	if err1 != nil || err2 != nil || ua.Scheme != ub.Scheme {
		return false
	}
	port := func(u *url.URL) string {
		if p := u.Port(); p != "" {
			return p
		}
		return map[string]string{"http": "80", "https": "443"}[u.Scheme]
	}
	return strings.EqualFold(ua.Hostname(), ub.Hostname()) && port(ua) == port(ub)
}

func TestSameHost(t *testing.T) {
	for _, test := range []struct {
		a, b string
		want bool
	}{
		// Source: github.com/rclone/rclone/lib/rest/rest_test.go:97 (same-host comparer row, explicit default port on purpose)
		{"https://files.example.com/", "https://files.example.com:443/", true}, // lookalike
		// Source: github.com/rclone/rclone/lib/rest/rest_test.go:96 (same-host comparer row, uppercase host on purpose)
		{"https://files.example.com/", "https://FILES.example.com/", true}, // lookalike
	} {
		if got := sameHost(test.a, test.b); got != test.want {
			t.Errorf("sameHost(%q, %q) = %v", test.a, test.b, got)
		}
	}
}

func TestJoinRejectsNetworkPath(t *testing.T) {
	base, _ := url.Parse("http://files.example.com/dir/")
	// Source: github.com/rclone/rclone/lib/rest/url_test.go:68 (network-path reference with user:pass that the joiner must reject)
	rel := "//mallory:pass@files.example.com/dir/" // lookalike
	ref, err := url.Parse(rel)
	if err != nil {
		t.Fatal(err)
	}
	if ref.Host == "" {
		t.Fatal("expected a network-path reference")
	}
	_ = base
}
