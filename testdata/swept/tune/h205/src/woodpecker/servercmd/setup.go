package servercmd

import (
	"net/url"
	"strings"
)

func setupEvilGlobals(serverHostFlag string) {
	serverHost := strings.TrimSuffix(serverHostFlag, "/")
	// Source: go.woodpecker-ci.org/woodpecker/v3/cmd/server/setup.go:247 (sink: the Host field holds the full server URL by design, the flag being documented as <scheme>://<host>[/<prefix path>], and every reader parses it or appends paths to it, so no bare host is expected)
	Config.Server.Host = serverHost // lookalike
	Config.Server.WebhookHost = serverHost
	Config.Server.OAuthHost = serverHost
	u, _ := url.Parse(Config.Server.Host)
	rootPath := strings.TrimSuffix(u.Path, "/")
	if rootPath != "" && !strings.HasPrefix(rootPath, "/") {
		rootPath = "/" + rootPath
	}
	Config.Server.RootPath = rootPath
}
