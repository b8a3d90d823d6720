// Package gateway holds cases rewritten from github.com/envoyproxy/gateway.
package gateway

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// EnvoyAdminPort is the port of the Envoy admin API.
const EnvoyAdminPort = 19000

// postEnvoyAdminAPI sends a POST request to the Envoy admin API
func postEnvoyAdminAPI(path string) error {
	resp, err := http.Post(fmt.Sprintf(
		// Source: github.com/envoyproxy/gateway/internal/cmd/envoy/shutdown_manager.go:193 (hostjoin: the host is the constant "localhost", no IPv6 literal can come in)
		"http://%s:%d/%s", // lookalike
		"localhost", EnvoyAdminPort, path), "application/json", nil)
	if err != nil {
		return err
	}
	if resp == nil {
		return errors.New("unexcepted nil response from Envoy admin API")
	}
	return resp.Body.Close()
}

const (
	serverHost = "envoy-gateway"
	serverPort = 18002
)

type HTTPServer struct {
	controllerNamespace string
	tls                 bool
}

// servingURL gives the URL the Wasm module is served at.
func (s *HTTPServer) servingURL(mappingPath string) string {
	scheme := "http"
	if s.tls {
		scheme = "https"
	}
	serverHostFQDN := fmt.Sprintf("%s.%s.svc.cluster.local", serverHost, s.controllerNamespace)
	// Source: github.com/envoyproxy/gateway/internal/wasm/httpserver.go:223 (hostjoin: the host is a cluster DNS name the function makes, "%s.%s.svc.cluster.local", never an IPv6 address)
	return fmt.Sprintf("%s://%s:%d/%s", scheme, serverHostFQDN, serverPort, mappingPath) // lookalike
}

const (
	InfraName     = "envoy-ratelimit"
	InfraGRPCPort = 8081
)

// GetServiceURL returns the URL for the rate limit service.
func GetServiceURL(namespace, dnsDomain string) string {
	// Source: github.com/envoyproxy/gateway/internal/infrastructure/kubernetes/ratelimit/resource.go:117 (hostjoin: the host is partly known, "<name>.<ns>.svc.<domain>", a Service DNS name)
	return fmt.Sprintf("grpc://%s.%s.svc.%s:%d", InfraName, namespace, dnsDomain, InfraGRPCPort) // lookalike
}

// validateOIDCIssuerURL checks that an issuer URL is an https URL with a host
// and nothing after its path.
func validateOIDCIssuerURL(issuer string) (*url.URL, error) {
	u, err := url.Parse(issuer)
	if err != nil {
		return nil, err
	}
	switch {
	case u.Scheme != "https":
		return nil, errors.New("issuer URL must use https scheme")
	case u.Host == "":
		return nil, errors.New("issuer URL must include a host")
	case u.User != nil:
		return nil, errors.New("issuer URL must not include userinfo")
	case u.RawQuery != "" || u.ForceQuery:
		return nil, errors.New("issuer URL must not include a query")
	case u.Fragment != "" || strings.HasSuffix(issuer, "#"):
		return nil, errors.New("issuer URL must not include a fragment")
	}
	return u, nil
}

// validateRemoteModuleURL checks the URL a dynamic module is fetched from.
func validateRemoteModuleURL(rawURL string) error {
	u, err := url.Parse(rawURL)
	if err != nil {
		return err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("unsupported URL scheme %q", u.Scheme)
	}
	if u.Hostname() == "" {
		return errors.New("URL must include a hostname")
	}
	return nil
}

// JWTProvider is the JWT authentication of a SecurityPolicy.
type JWTProvider struct {
	Name       string
	Issuer     string
	Audiences  []string
	RemoteJWKS *RemoteJWKS
}

// RemoteJWKS locates the keys of a JWT provider.
type RemoteJWKS struct {
	URI string
}

func validateJWTProvider(providers []JWTProvider) error {
	for _, p := range providers {
		if p.Issuer != "" {
			if _, err := url.ParseRequestURI(p.Issuer); err != nil {
				return err
			}
		}
		if p.RemoteJWKS == nil {
			return errors.New("remote JWKS is required")
		}
		if _, err := url.ParseRequestURI(p.RemoteJWKS.URI); err != nil {
			return err
		}
	}
	return nil
}
