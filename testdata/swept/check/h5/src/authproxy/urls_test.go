package authproxy

import (
	"net/url"
	"strings"
	"testing"
)

func safeReturnURL(publicHost, raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	return u.User == nil && u.Host == publicHost
}

// Source: github.com/rmorlok/authproxy/internal/auth_methods/oauth2/return_url_test.go:31 (open-redirect test: userinfo trick and a control character must be rejected)
func TestReturnURLRejected(t *testing.T) {
	for _, raw := range []string{
		"http://proxy.example.com@evil.example/connections", // lookalike
		"http://proxy.example.com/\x7f",                     // lookalike
	} {
		if safeReturnURL("proxy.example.com", raw) {
			t.Errorf("accepted %q", raw)
		}
	}
}

func renderMustache(tmpl string, vars map[string]string) string {
	for k, v := range vars {
		tmpl = strings.ReplaceAll(tmpl, "{{"+k+"}}", v)
	}
	return tmpl
}

// Source: github.com/rmorlok/authproxy/internal/aptmpl/mustache_test.go:20 (mustache template of an endpoint, rendered before use)
func TestRenderEndpoint(t *testing.T) {
	got := renderMustache("https://{{cfg.tenant}}.example.com/oauth/authorize", map[string]string{"cfg.tenant": "acme"}) // lookalike
	if got != "https://acme.example.com/oauth/authorize" {
		t.Fatalf("got %q", got)
	}
}
