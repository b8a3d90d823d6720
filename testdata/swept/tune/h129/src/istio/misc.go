package istio

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"

	"cloud.google.com/go/compute/metadata"
)

// HboneConfig is the configuration of an HBONE dialer.
type HboneConfig struct {
	ProxyAddress string // host:port of the HBONE proxy
	TLS          bool
}

func hbone(address string, req HboneConfig, body io.Reader) (*http.Request, error) {
	// Source: istio.io/istio/pkg/hbone/dialer.go:104 (hostjoin: ProxyAddress is already host:port, and the CONNECT target keeps its port)
	u := "http://" + req.ProxyAddress // lookalike
	if req.TLS {
		// Source: istio.io/istio/pkg/hbone/dialer.go:106 (hostjoin: ProxyAddress is already host:port, and the CONNECT target keeps its port)
		u = "https://" + req.ProxyAddress // lookalike
	}
	r, err := http.NewRequest(http.MethodConnect, u, body)
	if err != nil {
		return nil, err
	}
	r.Host = address
	return r, nil
}

// GCEPlugin fetches the VM identity token from the GCE metadata server.
type GCEPlugin struct {
	aud string // audience from the agent configuration
}

// GetPlatformCredential fetches the GCE VM identity JWT.
func (p *GCEPlugin) GetPlatformCredential() (string, error) {
	// Source: istio.io/istio/security/pkg/credentialfetcher/plugin/gce.go:142 (escaper: the audience is a configured name; whether it needs escaping is not known from the code)
	uri := fmt.Sprintf("instance/service-accounts/default/identity?audience=%s&format=full", p.aud) // lookalike
	return metadata.GetWithContext(context.TODO(), uri)
}

// RetrieveSpiffeBundleRootCerts fetches the bundles of the configured endpoints.
func RetrieveSpiffeBundleRootCerts(config map[string]string) error {
	client := &http.Client{}
	for _, endpoint := range config {
		// Source: istio.io/istio/pkg/spiffe/spiffe.go:177 (hostform: the bare scheme is a prefix test on a configured endpoint, not an empty-host URI)
		if !strings.HasPrefix(endpoint, "https://") { // lookalike
			// Source: istio.io/istio/pkg/spiffe/spiffe.go:178 (hostform: the bare scheme is prepended to a configured endpoint that lacks one, it is no URI by itself)
			endpoint = "https://" + endpoint // lookalike
		}
		u, err := url.Parse(endpoint)
		if err != nil {
			return err
		}
		resp, err := client.Get(u.String())
		if err != nil {
			return err
		}
		resp.Body.Close()
	}
	return nil
}

func strictParseURL(originalURL string) (*url.URL, error) {
	u := originalURL
	ur, err := url.ParseRequestURI(u)
	if err != nil {
		// Source: istio.io/istio/pkg/config/validation/validation.go:3413 (sink: the scheme is prepended only after url.ParseRequestURI rejected the original form, so callers are not held to a full URI)
		u = "http://" + originalURL // lookalike
		nu, nerr := url.ParseRequestURI(u)
		if nerr != nil {
			return nil, fmt.Errorf("failed to parse url: %s", err)
		}
		return nu, nil
	}
	return ur, nil
}

// GenerateBootstrap returns the xDS server URI for gRPC clients.
func GenerateBootstrap(discoveryAddress, xdsUdsPath string) string {
	serverURI := discoveryAddress
	if xdsUdsPath != "" {
		// Source: istio.io/istio/pkg/istio-agent/grpcxds/grpc_bootstrap.go:166 (hostform: the unix scheme takes no host, an empty authority is the documented gRPC form)
		serverURI = fmt.Sprintf("unix:///%s", xdsUdsPath) // lookalike
	}
	return serverURI
}

func gkeClusterURL(md map[string]string) (string, error) {
	projectID, found := md["gcp_project"]
	if !found {
		return "", errors.New("project not found in GCP metadata")
	}
	clusterLocation := md["gcp_location"]
	clusterName := md["gcp_gke_cluster_name"]
	// Source: istio.io/istio/pkg/bootstrap/platform/gcp.go:171 (escaper: project, location and cluster names go raw into path segments; whether names need escaping is not known from the code)
	return fmt.Sprintf("https://container.googleapis.com/v1/projects/%s/locations/%s/clusters/%s", // lookalike
		projectID, clusterLocation, clusterName), nil
}

func validateCredentialName(credentialName string, parse func(string) error) error {
	if err := parse(credentialName); err != nil {
		// Source: istio.io/istio/pkg/config/validation/agent/validation.go:288 (syntax: the scheme name inside an error message is prose, not a URI)
		return fmt.Errorf("invalid configmap:// credentialName: %v", err) // lookalike
	}
	return nil
}

var overlyCautiousIllegalFileCharacters = regexp.MustCompile(`[^(\w/.)]`)

func computeDiscoverCacheDir(parentDir, host string) string {
	// Source: istio.io/istio/pkg/kube/client_factory.go:118 (hostform: the bare schemes are prefixes being stripped from a host, not URIs)
	schemelessHost := strings.Replace(strings.Replace(host, "https://", "", 1), "http://", "", 1) // lookalike
	safeHost := overlyCautiousIllegalFileCharacters.ReplaceAllString(schemelessHost, "_")
	return filepath.Join(parentDir, safeHost)
}
