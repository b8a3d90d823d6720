package mcpproxy

import (
	"fmt"
	"net"
	"strings"
)

// Source: github.com/smart-mcp-proxy/mcpproxy-go/internal/tray/tray.go:1910 (update-check URL from the listen address split by net.SplitHostPort)
func infoURL(listenAddr string) (string, bool) {
	host, port, err := net.SplitHostPort(listenAddr)
	if err != nil {
		return "", false
	}
	if host == "" || host == "0.0.0.0" {
		host = "127.0.0.1"
	}
	return fmt.Sprintf("http://%s:%s/api/v1/info", host, port), true // defect hostjoin
}

// Source: github.com/smart-mcp-proxy/mcpproxy-go/internal/tray/tray.go:1632 (MCP URL with the host joined by net.JoinHostPort)
func mcpURL(host, port string) string {
	return fmt.Sprintf("http://%s/mcp", net.JoinHostPort(host, port)) // lookalike
}

// Source: github.com/smart-mcp-proxy/mcpproxy-go/internal/socket/detect.go:56 (Windows named-pipe tray endpoint)
func pipeEndpoint(user string) string {
	return fmt.Sprintf("npipe:////./pipe/mcpproxy-%s", user) // lookalike
}

// Source: github.com/smart-mcp-proxy/mcpproxy-go/internal/server/listener.go:117 (endpoint scheme checked with strings.HasPrefix)
func isPipe(endpoint string) bool {
	return strings.HasPrefix(endpoint, "npipe://") // lookalike
}
