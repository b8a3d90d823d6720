// Package mimir holds cases rewritten from github.com/grafana/mimir.
package mimir

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"net"
	"net/http"
	"net/url"
	"strings"

	config_util "github.com/prometheus/common/config"

	"github.com/grafana/dskit/flagext"
)

// IsValidURL reports whether endpoint is an absolute URL with a scheme and a host.
func IsValidURL(endpoint string) bool {
	u, err := url.Parse(endpoint)
	if err != nil {
		return false
	}
	return u.Scheme != "" && u.Host != ""
}

var errRulerSimultaneousBasicAuthAndOAuth = errors.New("cannot use both basic auth and OAuth2 in the alertmanager client")

// NotifierConfig is the notifier's own configuration.
type NotifierConfig struct {
	BasicAuthUsername string
	BasicAuthPassword string
	OAuth2ClientID    string
}

// AlertmanagerConfig is what the notifier is built with.
type AlertmanagerConfig struct {
	HTTPClientConfig config_util.HTTPClientConfig
	Scheme           string
	PathPrefix       string
	Targets          []string
}

// buildNotifierConfig parses the alertmanager URL and takes the user
// information out of it into basic authentication.
func buildNotifierConfig(amURL string, n NotifierConfig) (*AlertmanagerConfig, error) {
	u, err := url.Parse(amURL)
	if err != nil {
		return nil, err
	}
	cfg := &AlertmanagerConfig{Scheme: u.Scheme, PathPrefix: u.Path, Targets: []string{u.Host}}
	if u.User != nil {
		if n.OAuth2ClientID != "" {
			return nil, errRulerSimultaneousBasicAuthAndOAuth
		}
		pw, _ := u.User.Password()
		cfg.HTTPClientConfig.BasicAuth = &config_util.BasicAuth{Username: u.User.Username(), Password: config_util.Secret(pw)}
	}
	return cfg, nil
}

var (
	errInvalidExternalURLMissingScheme   = errors.New("the configured external URL is invalid because it's missing the scheme")
	errInvalidExternalURLMissingHostname = errors.New("the configured external URL is invalid because it's missing the hostname")
)

// MultitenantAlertmanagerConfig is the alertmanager's configuration.
type MultitenantAlertmanagerConfig struct {
	ExternalURL flagext.URLValue
}

// Validate checks the configuration.
func (cfg *MultitenantAlertmanagerConfig) Validate() error {
	if cfg.ExternalURL.URL != nil && cfg.ExternalURL.String() != "" && !strings.HasPrefix(cfg.ExternalURL.String(), "/") {
		if cfg.ExternalURL.Scheme == "" {
			return errInvalidExternalURLMissingScheme
		}
		if cfg.ExternalURL.Host == "" {
			return errInvalidExternalURLMissingHostname
		}
	}
	return nil
}

// getCredentials asks the credentials server behind a unix socket.
func getCredentials(ctx context.Context, socketPath string) (map[string]string, error) {
	transport := &http.Transport{
		DisableKeepAlives: true,
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, "unix", socketPath)
		},
	}
	client := &http.Client{Transport: transport}
	// Source: github.com/grafana/mimir/pkg/storage/ingest/util.go:295 (plainhttp: the request goes over a unix socket the dialer opens; "credentials" is a one-label placeholder host, no public host)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://credentials/", nil) // lookalike
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out map[string]string
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

// InjectorConfig configures the tenant injector.
type InjectorConfig struct {
	LocalAddress string
	RemoteURL    string
	TenantID     string
}

// RegisterFlags registers the tenant injector's flags.
func (cfg *InjectorConfig) RegisterFlags(fs *flag.FlagSet) {
	fs.StringVar(&cfg.LocalAddress, "local-address", ":8080", "Local address to listen on (host:port or :port).")
	// Source: github.com/grafana/mimir/tools/tenant-injector/main.go:29 (port: an example URL inside a flag's help text, prose, rule 4)
	fs.StringVar(&cfg.RemoteURL, "remote-address", "", "URL of target to forward requests to to (eg. http://domain.com:80).") // lookalike
	fs.StringVar(&cfg.TenantID, "tenant-id", "", "Tenant ID to inject to proxied requests.")
}

// grafanaExploreURL links to Grafana's explore page for the query.
func grafanaExploreURL(grafanaURL, datasource, from, to, expr string) (string, error) {
	res, err := json.Marshal(map[string]any{
		"range":   map[string]string{"from": from, "to": to},
		"queries": []map[string]string{{"datasource": datasource, "expr": expr}},
	})
	if err != nil {
		return "", err
	}
	// Source: github.com/grafana/mimir/pkg/alertmanager/alertmanager_template.go:63 (escaper: the JSON goes into a query value through url.QueryEscape, the right escaper)
	return grafanaURL + "/explore?left=" + url.QueryEscape(string(res)), nil // lookalike
}

// ProxyBackend is one backend of the query-tee.
type ProxyBackend struct {
	name     string
	endpoint *url.URL
}

// NewProxyBackend makes a backend reached at endpoint.
func NewProxyBackend(name string, endpoint *url.URL) *ProxyBackend {
	return &ProxyBackend{name: name, endpoint: endpoint}
}

// createBackendRequest copies the request to the backend, with the
// backend's own basic authentication when its URL has one.
func (b *ProxyBackend) createBackendRequest(ctx context.Context, orig *http.Request) (*http.Request, error) {
	req := orig.Clone(ctx)
	req.URL.Scheme = b.endpoint.Scheme
	req.URL.Host = b.endpoint.Host
	req.RequestURI = ""
	if b.endpoint.User != nil {
		pw, _ := b.endpoint.User.Password()
		req.SetBasicAuth(b.endpoint.User.Username(), pw)
	}
	return req, nil
}
