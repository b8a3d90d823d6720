// Package seaweedfs holds cases rewritten from github.com/seaweedfs/seaweedfs.
package seaweedfs

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

type config struct {
	endpoint        string
	authBearerToken string
}

type httpClient struct {
	endpoint string
	token    string
	client   *http.Client
}

func newHTTPClient(cfg *config) (*httpClient, error) {
	if cfg.endpoint == "" {
		return nil, errors.New("webhook endpoint is required")
	}
	return &httpClient{endpoint: cfg.endpoint, token: cfg.authBearerToken, client: &http.Client{}}, nil
}

func (h *httpClient) sendMessage(body []byte) error {
	req, err := http.NewRequest(http.MethodPost, h.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	if h.token != "" {
		req.Header.Set("Authorization", "Bearer "+h.token)
	}
	resp, err := h.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("webhook returned %d", resp.StatusCode)
	}
	return nil
}

// AzureKMSProvider is a key provider backed by one Azure key vault.
type AzureKMSProvider struct {
	vaultURL string
}

// splitKeyID takes the key name and version out of a key URL of the vault.
func (p *AzureKMSProvider) splitKeyID(keyID string) (name, version string, err error) {
	if !strings.Contains(keyID, "://") {
		return keyID, "", nil
	}
	u, err := url.Parse(keyID)
	if err != nil {
		return "", "", err
	}
	vault, err := url.Parse(p.vaultURL)
	if err != nil {
		return "", "", err
	}
	if !strings.EqualFold(u.Hostname(), vault.Hostname()) {
		return "", "", errors.New("key url names another vault")
	}
	if port := u.Port(); port != "" && port != "443" {
		return "", "", errors.New("key url names another port")
	}
	parts := strings.Split(strings.Trim(u.Path, "/"), "/")
	if len(parts) < 2 || len(parts) > 3 || parts[0] != "keys" || parts[1] == "" {
		return "", "", errors.New("not a key url")
	}
	if len(parts) == 3 {
		version = parts[2]
	}
	return parts[1], version, nil
}

// OIDCProvider is a stored OIDC identity provider.
type OIDCProvider struct {
	ARN    string
	Issuer string
}

// MemoryOIDCProviderStore keeps providers by normalized issuer.
type MemoryOIDCProviderStore struct {
	byIssuer map[string]*OIDCProvider
}

// NewMemoryOIDCProviderStore makes an empty store.
func NewMemoryOIDCProviderStore() *MemoryOIDCProviderStore {
	return &MemoryOIDCProviderStore{byIssuer: map[string]*OIDCProvider{}}
}

func normalizeIssuer(issuer string) string {
	u, err := url.Parse(strings.TrimRight(issuer, "/"))
	if err != nil {
		return issuer
	}
	u.Host = strings.ToLower(u.Host)
	return u.String()
}

// StoreProvider stores a provider.
func (s *MemoryOIDCProviderStore) StoreProvider(ctx context.Context, _ string, rec *OIDCProvider) error {
	s.byIssuer[normalizeIssuer(rec.Issuer)] = rec
	return nil
}

// GetProviderByIssuer finds a provider by its issuer.
func (s *MemoryOIDCProviderStore) GetProviderByIssuer(ctx context.Context, _ string, issuer string) (*OIDCProvider, error) {
	rec, ok := s.byIssuer[normalizeIssuer(issuer)]
	if !ok {
		return nil, errors.New("not found")
	}
	return rec, nil
}

// validateIssuerURL requires https, except on loopback.
func validateIssuerURL(issuer string) error {
	u, err := url.Parse(issuer)
	if err != nil {
		return err
	}
	if u.User != nil || u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || strings.HasSuffix(issuer, "#") {
		return errors.New("issuer must be a bare URL")
	}
	switch u.Scheme {
	case "https":
		return nil
	case "http":
		h := strings.ToLower(u.Hostname())
		if h == "localhost" {
			return nil
		}
		if ip := net.ParseIP(h); ip != nil && ip.IsLoopback() {
			return nil
		}
	}
	return errors.New("issuer must use https")
}

// guardedDialer refuses private and loopback targets of a remote URL.
func guardedDialer(remoteURL string) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, _, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, err
		}
		if ip := net.ParseIP(host); ip != nil && (ip.IsPrivate() || ip.IsLoopback()) {
			return nil, fmt.Errorf("refusing private address %s of %s", ip, remoteURL)
		}
		return (&net.Dialer{}).DialContext(ctx, network, addr)
	}
}

// normalizeS3PublicEndpoint gives the endpoint without a trailing slash, or
// "" when it is no bare http(s) URL.
func normalizeS3PublicEndpoint(endpoint string) string {
	u, err := url.Parse(endpoint)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	if u.User != nil || u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || strings.Contains(endpoint, "#") {
		return ""
	}
	return strings.TrimRight(endpoint, "/")
}

// GatewayConfig configures the image gateway.
type GatewayConfig struct {
	Source   string
	Imgproxy string
}

// NewGateway checks the configuration.
func NewGateway(c GatewayConfig) (*GatewayConfig, error) {
	u, err := url.Parse(c.Source)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, errors.New("invalid source")
	}
	if u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return nil, errors.New("source must not embed credentials")
	}
	return &c, nil
}

// validateTableLocation checks that a metadata location stays in the
// namespace's tree.
func validateTableLocation(location, bucket, namespace string) error {
	const prefix = "s3://"
	if !strings.HasPrefix(location, prefix) {
		return errors.New("not an s3 location")
	}
	rest := strings.TrimPrefix(location, prefix)
	for _, seg := range strings.Split(rest, "/") {
		if seg == "." || seg == ".." || strings.Contains(seg, "\\") {
			return errors.New("dot segment in location")
		}
	}
	if !strings.HasPrefix(rest, bucket+"/"+namespace+"/") {
		return errors.New("location outside the namespace")
	}
	return nil
}

// azureServiceURL keeps a configured https service URL of the account.
func azureServiceURL(account, endpoint string) (string, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	if u.Scheme != "https" || u.Hostname() == "" {
		return "", fmt.Errorf("invalid azure endpoint %q", endpoint)
	}
	return endpoint, nil
}

// FileBrowserURL links to the admin file browser at a path.
func FileBrowserURL(path string) string {
	// Source: github.com/seaweedfs/seaweedfs/weed/admin/view/app/file_browser_urls.go:9 (escaper: the path goes into a query value through url.QueryEscape, the right escaper)
	return "/files?path=" + url.QueryEscape(path) // lookalike
}

// parseExternalUrlToHost gives the host a client signs against: the
// external URL's host, without the scheme's default port.
func parseExternalUrlToHost(externalUrl string) (string, error) {
	u, err := url.Parse(externalUrl)
	if err != nil {
		return "", err
	}
	host := u.Host
	if (u.Scheme == "https" && u.Port() == "443") || (u.Scheme == "http" && u.Port() == "80") {
		host = u.Hostname()
	}
	return host, nil
}
