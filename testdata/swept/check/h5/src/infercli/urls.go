package infercli

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// MCPServerEntry is one MCP server in the CLI configuration.
type MCPServerEntry struct {
	Scheme string
	Host   string
	Port   int
	Path   string
}

// Source: github.com/inference-gateway/cli/config/mcp.go:108 (server URL from configured scheme, host, port and path)
func (e MCPServerEntry) URL() string {
	host := e.Host
	if host == "" {
		host = "localhost"
	}
	if e.Port > 0 {
		return fmt.Sprintf("%s://%s:%d%s", e.Scheme, host, e.Port, e.Path) // defect hostjoin
	}
	return fmt.Sprintf("%s://%s%s", e.Scheme, host, e.Path) // lookalike
}

// Source: github.com/inference-gateway/cli/internal/agent/application/agent_manager.go:710 (replaces a URL's port by rejoining u.Hostname() with the new port)
func setURLPort(rawURL string, port int) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Hostname() == "" {
		return rawURL
	}
	u.Host = fmt.Sprintf("%s:%d", u.Hostname(), port) // defect hostjoin
	return u.String()
}

// Source: github.com/inference-gateway/cli/internal/gateway/manager.go:996 (gateway URL from a configured value without "://" plus the assigned port)
func gatewayURL(configURL string, assignedPort int) string {
	if !strings.Contains(configURL, "://") {
		return fmt.Sprintf("http://%s:%d", configURL, assignedPort) // defect hostjoin
	}
	return withAssignedPort(configURL, assignedPort)
}

// Source: github.com/inference-gateway/cli/internal/gateway/manager.go:1019 (host cut at the first ":" and rejoined with the assigned port)
func withAssignedPort(configURL string, assignedPort int) string {
	parts := strings.SplitN(configURL, "://", 2)
	hostAndPath := strings.SplitN(parts[1], "/", 2)
	host := strings.Split(hostAndPath[0], ":")[0]
	return fmt.Sprintf("%s://%s:%d", parts[0], host, assignedPort) // defect hostjoin
}

// Source: github.com/inference-gateway/cli/internal/presentation/web/server.go:175 (reverse-proxy target built from the decoded r.URL.Path)
func proxyTarget(r *http.Request, port int) string {
	target := fmt.Sprintf("http://localhost:%d%s", port, r.URL.Path) // defect escaper
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	return target
}

// Source: github.com/inference-gateway/cli/internal/agent/tools/web_fetch.go:275 (scheme prefixes given to strings.HasPrefix)
func hasWebScheme(u string) bool {
	return strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") // lookalike
}

// Source: github.com/inference-gateway/cli/internal/agent/tools/web_search.go:331 (search query escaped with url.QueryEscape)
func duckURL(query string) string {
	return fmt.Sprintf("https://duckduckgo.com/html/?q=%s", url.QueryEscape(query)) // lookalike
}
