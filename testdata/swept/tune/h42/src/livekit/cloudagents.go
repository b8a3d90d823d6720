package livekit

import (
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strings"
)

type agentsClient struct {
	projectURL string
}

func (c *agentsClient) getAgentsURL(serverRegion string) string {
	agentsURL := c.projectURL
	if v := os.Getenv("LK_AGENTS_URL"); v != "" {
		agentsURL = v
	}
	if strings.HasPrefix(agentsURL, "ws") {
		agentsURL = strings.Replace(agentsURL, "ws", "http", 1)
	}
	if isLocalURL(agentsURL) {
		return agentsURL
	}
	// Source: github.com/livekit/server-sdk-go/v2/pkg/cloudagents/client.go:275 (syntax: a regular expression that matches a URL prefix, not a URI)
	pattern := `^https://[a-zA-Z0-9\-]+\.` // lookalike
	re := regexp.MustCompile(pattern)
	if serverRegion != "" {
		serverRegion = fmt.Sprintf("%s.", serverRegion)
	}
	// Source: github.com/livekit/server-sdk-go/v2/pkg/cloudagents/client.go:280 (hostform: the trailing dot ends a replacement prefix and the rest of the matched host follows it, so the result has no trailing-dot host)
	return re.ReplaceAllString(agentsURL, fmt.Sprintf("https://%sagents.", serverRegion)) // lookalike
}

func isLocalURL(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil {
		return false
	}
	host := u.Hostname()
	return host == "localhost" || host == "127.0.0.1"
}
