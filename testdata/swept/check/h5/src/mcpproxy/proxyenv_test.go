package mcpproxy

import (
	"net/url"
	"strings"
	"testing"
)

func stripProxyCredentials(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return ""
	}
	u.User = nil
	return u.String()
}

// Source: github.com/smart-mcp-proxy/mcpproxy-go/internal/secureenv/proxy_forward_test.go:26 (table for the code that strips userinfo from forwarded proxy variables)
func TestStripProxyCredentials(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"user and pass", "http://user:pass@proxy.example.com:8080", "http://proxy.example.com:8080"},  // lookalike
		{"socks scheme", "socks5://user:secret@127.0.0.1:1080", "socks5://127.0.0.1:1080"},             // lookalike
		{"whitespace", "  http://user:pass@proxy.example.com:8080  ", "http://proxy.example.com:8080"}, // lookalike
	}
	for _, tt := range tests {
		if got := stripProxyCredentials(tt.in); got != tt.want {
			t.Errorf("%s: got %q", tt.name, got)
		}
	}
}

func validRegistryURL(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && u.Scheme == "https" && u.Host != ""
}

// Source: github.com/smart-mcp-proxy/mcpproxy-go/internal/registries/httpclient_test.go:188 (row of bad registry URLs: no host, expected rejection)
func TestRegistryURLNoHost(t *testing.T) {
	if validRegistryURL("https:///v0.1/servers") { // lookalike
		t.Fatal("accepted a URL without host")
	}
}
