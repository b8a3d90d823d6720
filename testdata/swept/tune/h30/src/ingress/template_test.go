package ingress

import "testing"

var tmplFuncTestcases = map[string]struct {
	BackendProtocol   string
	ProxyPass         string
	AutoHTTPProxyPass string
}{
	// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/template_test.go:76 (syntax: the expected nginx proxy_pass directive, not a URI.)
	"when secure backend enabled": {"HTTPS", "proxy_pass https://upstream_balancer;", "proxy_pass https://upstream_balancer;"}, // lookalike
	// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/template_test.go:97 (syntax: the expected nginx proxy_pass directive, not a URI.)
	"when secure backend, stickiness and dynamic config enabled": {"HTTPS", "proxy_pass https://upstream_balancer;", "proxy_pass https://upstream_balancer;"}, // lookalike
	// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/template_test.go:109 (syntax: the expected nginx proxy_pass directive of a row named invalid, not a URI.)
	"invalid redirect / to / with dynamic config enabled": {"HTTP", "proxy_pass http://upstream_balancer;", "proxy_pass $scheme://upstream_balancer;"}, // lookalike
	// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/template_test.go:130 (syntax: expected nginx directives with a rewrite and a proxy_pass, not a URI.)
	"redirect / to /jenkins": {"HTTP", "\nrewrite \"(?i)/\" /jenkins break;\nproxy_pass http://upstream_balancer;", "\nrewrite \"(?i)/\" /jenkins break;\nproxy_pass $scheme://upstream_balancer;"}, // lookalike
	// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/template_test.go:148 (syntax: expected nginx directives with a rewrite and a proxy_pass, not a URI.)
	"redirect / to /something with sticky enabled": {"HTTP", "\nrewrite \"(?i)/\" /something break;\nproxy_pass http://upstream_balancer;", "\nrewrite \"(?i)/\" /something break;\nproxy_pass $scheme://upstream_balancer;"}, // lookalike
	// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/template_test.go:175 (syntax: expected nginx directives with a rewrite, a header and a proxy_pass, not a URI.)
	"add the X-Forwarded-Prefix header": {"HTTP", "\nrewrite \"(?i)/there\" /something break;\nproxy_set_header X-Forwarded-Prefix \"/there\";\nproxy_pass http://upstream_balancer;", "\nrewrite \"(?i)/there\" /something break;\nproxy_set_header X-Forwarded-Prefix \"/there\";\nproxy_pass $scheme://upstream_balancer;"}, // lookalike
	// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/template_test.go:193 (syntax: the expected nginx proxy_pass directive, not a URI.)
	"use ~* location modifier when ingress does not use rewrite/regex target but at least one other ingress does": {"HTTP", "proxy_pass http://upstream_balancer;", "proxy_pass $scheme://upstream_balancer;"}, // lookalike
}

func TestBuildProxyPass(t *testing.T) {
	for k, tc := range tmplFuncTestcases {
		if pp := buildProxyPass(tc.BackendProtocol, "/", "/"); pp != tc.ProxyPass {
			t.Errorf("%s: expected %q but returned %q", k, tc.ProxyPass, pp)
		}
	}
}

func TestBuildAuthSignURL(t *testing.T) {
	cases := map[string]struct {
		Input, RedirectParam, Output string
	}{
		// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/template_test.go:1021 (plainhttp: a row of a table that varies the sign-in URL given to the URL builder under test, never requested.)
		"with random field": {"http://google.com?cat=0", "rd", "http://google.com?cat=0&rd=$pass_access_scheme://$http_host$escaped_request_uri"}, // lookalike
		// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/template_test.go:1024 (plainhttp: a row of a table that varies the sign-in URL given to the URL builder under test, never requested.)
		"with orig field": {"http://google.com?cat&orig=$request", "orig", "http://google.com?cat&orig=$request"}, // lookalike
	}
	for k, tc := range cases {
		if res := buildAuthSignURL(tc.Input, tc.RedirectParam); res != tc.Output {
			t.Errorf("%s: expected %q but returned %q", k, tc.Output, res)
		}
	}
}
