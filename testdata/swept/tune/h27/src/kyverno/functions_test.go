package kyverno

import (
	"net/url"
	"strings"
	"testing"
)

func isExternalURL(expr string) bool {
	raw := strings.TrimSuffix(strings.TrimPrefix(expr, "is_external_url('"), "')")
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	h := u.Hostname()
	return !(h == "localhost" || strings.HasPrefix(h, "127.") || strings.HasPrefix(h, "10.") || strings.HasPrefix(h, "192.168."))
}

func Test_IsExternalURL(t *testing.T) {
	testCases := []struct {
		jmesPath       string
		expectedResult bool
	}{
		{
			jmesPath:       "is_external_url('http://localhost')",
			expectedResult: false,
		}, {
			jmesPath:       "is_external_url('http://google.com')",
			expectedResult: true,
		}, {
			// Source: github.com/kyverno/kyverno/pkg/engine/jmespath/functions_test.go:1741 (credentials: a user name that looks like a host, inside a JMESPath expression given to the package's URL guard, which must see the private host behind it, rule 2c)
			jmesPath:       "is_external_url('http://www.google.com@192.168.1.3')", // lookalike
			expectedResult: false,
		},
	}
	for _, tc := range testCases {
		if got := isExternalURL(tc.jmesPath); got != tc.expectedResult {
			t.Errorf("%s: got %v", tc.jmesPath, got)
		}
	}
}
