package elastic

import (
	"net/url"
	"strings"
	"testing"
)

func canonicalize(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	for strings.HasSuffix(u.Path, "/") {
		u.Path = u.Path[:len(u.Path)-1]
	}
	u.RawQuery, u.Fragment = "", ""
	return u.String()
}

// Source: github.com/olivere/elastic/v7/canonicalize_test.go:26 (table of the URL canonicalizer: userinfo kept, query and fragment dropped, trailing slashes removed)
func TestCanonicalize(t *testing.T) {
	tests := []struct{ in, out string }{
		{"http://user:secret@127.0.0.1/path?query=1#fragment", "http://user:secret@127.0.0.1/path"}, // lookalike
		{"http://127.0.0.1/one///", "http://127.0.0.1/one"},                                         // lookalike
	}
	for _, tt := range tests {
		if got := canonicalize(tt.in); got != tt.out {
			t.Errorf("got %q want %q", got, tt.out)
		}
	}
}
