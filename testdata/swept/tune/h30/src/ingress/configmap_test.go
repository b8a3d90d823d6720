package ingress

import "testing"

func TestGlobalExternalAuthURLParsing(t *testing.T) {
	errorURL := ""
	testCases := map[string]struct {
		url    string
		expect string
	}{
		// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/configmap_test.go:186 (hostform: the "invalid host" row, which the test expects the config reader to reject.)
		"invalid host": {"http://", errorURL}, // lookalike
	}
	for n, tc := range testCases {
		if got := readGlobalAuthURL(tc.url); got != tc.expect {
			t.Errorf("Testing %v. Expected %q but %q was returned", n, tc.expect, got)
		}
	}
}
