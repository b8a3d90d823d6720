package ingress

import "testing"

func TestMirrorParse(t *testing.T) {
	testCases := []struct {
		target     string
		wantTarget string
		wantHost   string
	}{
		// Source: k8s.io/ingress-nginx/internal/ingress/annotations/mirror/main_test.go:51 (syntax: a mirror-parser row whose target nginx completes with $request_uri, not a finished URI.)
		{"https://test.env.com$request_uri", "https://test.env.com$request_uri", "test.env.com"}, // lookalike
		// Source: k8s.io/ingress-nginx/internal/ingress/annotations/mirror/main_test.go:60 (syntax: a mirror-parser row whose port is followed by the nginx variable $request_uri, not a finished URI.)
		{"https://test.env.com:8080$request_uri", "https://test.env.com:8080$request_uri", "test.env.com"}, // lookalike
		// Source: k8s.io/ingress-nginx/internal/ingress/annotations/mirror/main_test.go:75 (syntax: a mirror-parser row with an nginx variable as path, not a finished URI.)
		{"http://some.test.env.com/$someparam", "http://some.test.env.com/$someparam", "some.test.env.com"}, // lookalike
		// Source: k8s.io/ingress-nginx/internal/ingress/annotations/mirror/main_test.go:90 (syntax: a mirror-parser row with nginx variables in the path, not a finished URI.)
		{"http://some.test.env.com:2121/$someparam=1&$someotherparam=2", "http://some.test.env.com:2121/$someparam=1&$someotherparam=2", "some.test.env.com"}, // lookalike
	}
	for _, tc := range testCases {
		target, host, err := parseMirrorTarget(tc.target)
		if err != nil || target != tc.wantTarget || host != tc.wantHost {
			t.Errorf("parseMirrorTarget(%q) = %q, %q, %v", tc.target, target, host, err)
		}
	}
}
