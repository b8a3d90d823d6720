// Package client is a minimal stub of the Grafana OpenAPI client.
package client

import (
	"crypto/tls"
	"net/http"
	"net/url"
)

// TransportConfig configures the HTTP transport of the client.
type TransportConfig struct {
	Host       string
	BasePath   string
	Schemes    []string
	APIKey     string
	BasicAuth  *url.Userinfo
	NumRetries int
	TLSConfig  *tls.Config
	Client     *http.Client
}

// GrafanaHTTPAPI is the client.
type GrafanaHTTPAPI struct{}

// NewHTTPClientWithConfig creates a client.
func NewHTTPClientWithConfig(formats interface{}, cfg *TransportConfig) *GrafanaHTTPAPI {
	return &GrafanaHTTPAPI{}
}
