package lego

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func matchDomain(r *http.Request, domain string) bool {
	return strings.EqualFold(r.Host, domain)
}

func TestHostMatcher(t *testing.T) {
	testCases := []struct {
		desc     string
		domain   string
		req      *http.Request
		expected bool
	}{
		{
			desc:   "case-insensitive",
			domain: "Example.com",
			// Source: github.com/go-acme/lego/challenge/http01/domain_matcher_test.go:107 (input of the package's host matcher, the case is named for the case, rule 2b/2c)
			req:      httptest.NewRequest(http.MethodGet, "http://exAmple.com", nil), // lookalike
			expected: true,
		},
	}
	for _, tc := range testCases {
		t.Run(tc.desc, func(t *testing.T) {
			if got := matchDomain(tc.req, tc.domain); got != tc.expected {
				t.Fatalf("got %v", got)
			}
		})
	}
}
