package wails

import (
	"context"
	"net"
	"net/url"
)

type assetServerPortKey struct{}

// Frontend is the desktop frontend.
type Frontend struct {
	startURL *url.URL
}

// NewFrontend points the start URL at the asset server port.
func NewFrontend(ctx context.Context, start *url.URL) *Frontend {
	result := &Frontend{startURL: start}
	if port, _ := ctx.Value(assetServerPortKey{}).(string); port != "" {
		// Source: github.com/wailsapp/wails/v2/internal/frontend/desktop/linux/frontend.go:164 (hostjoin: the host and port are joined with net.JoinHostPort and the host is a DNS name the code makes under localhost; uniform sample of 12 of 25.)
		result.startURL.Host = net.JoinHostPort(result.startURL.Host+".localhost", port) // lookalike
	}
	return result
}
