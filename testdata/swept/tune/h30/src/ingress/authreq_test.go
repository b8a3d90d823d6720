package ingress

import "testing"

func TestAuthAnnotations(t *testing.T) {
	tests := []struct {
		title     string
		url       string
		signinURL string
		method    string
		expErr    bool
	}{
		// Source: k8s.io/ingress-nginx/internal/ingress/annotations/authreq/main_test.go:102 (plainhttp: placeholder hosts in a row of parser input, never requested by the test.)
		{"valid URL", "http://bar.foo.com/external-auth/auth?allowed_groups=snow-group,rain-group", "http://bar.foo.com/external-auth/start?rd=https://$host$escaped_request_uri", "", false}, // lookalike
		// Source: k8s.io/ingress-nginx/internal/ingress/annotations/authreq/main_test.go:105 (plainhttp: placeholder hosts in a row of parser input, never requested by the test.)
		{"valid URL - request redirect", "http://foo.com/external-auth/auth?allowed_groups=snow-group,rain-group", "http://foo.com/external-auth/start?rd=https://$host$escaped_request_uri", "GET", false}, // lookalike
		// Source: k8s.io/ingress-nginx/internal/ingress/annotations/authreq/main_test.go:108 (plainhttp: placeholder hosts in a row of parser input, never requested by the test.)
		{"redirect param", "http://bar.foo.com/external-auth/auth?allowed_groups=snow-group,rain-group", "http://bar.foo.com/external-auth/start?rd=https://$host$escaped_request_uri", "", false}, // lookalike
	}
	for _, test := range tests {
		err := parseAuthURL(test.url, test.signinURL, test.method)
		if test.expErr != (err != nil) {
			t.Errorf("%v: unexpected error state: %v", test.title, err)
		}
	}
}
