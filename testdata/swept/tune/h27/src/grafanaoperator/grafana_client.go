package grafanaoperator

import (
	"crypto/tls"
	"net/http"
	"net/url"

	genapi "github.com/grafana/grafana-openapi-client-go/client"
)

type grafanaAdminCredentials struct {
	adminUser     string
	adminPassword string
	apikey        string
}

// NewGeneratedGrafanaClient makes a client for the instance at gURL.
func NewGeneratedGrafanaClient(gURL *url.URL, credentials *grafanaAdminCredentials, tlsConfig *tls.Config, httpClient *http.Client) *genapi.GrafanaHTTPAPI {
	cfg := &genapi.TransportConfig{
		Schemes:  []string{gURL.Scheme},
		BasePath: gURL.Path,
		Host:     gURL.Host,
		// APIKey is an optional API key or service account token.
		APIKey: credentials.apikey,
		// NumRetries contains the optional number of attempted retries
		NumRetries: 0,
		TLSConfig:  tlsConfig,
		Client:     httpClient,
	}
	if credentials.adminUser != "" {
		// Source: github.com/grafana/grafana-operator/controllers/client/grafana_client.go:48 (credentials: url.UserPassword of the admin user and password read from the instance's secret, no constant)
		cfg.BasicAuth = url.UserPassword(credentials.adminUser, credentials.adminPassword) // lookalike
	}

	return genapi.NewHTTPClientWithConfig(nil, cfg)
}
