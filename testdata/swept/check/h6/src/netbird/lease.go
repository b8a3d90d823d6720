package netbird

import (
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"
)

const saNamespacePath = "/var/run/secrets/kubernetes.io/serviceaccount/namespace"

// LeaseClient manages coordination Leases through the Kubernetes API.
type LeaseClient struct {
	baseURL    string
	namespace  string
	httpClient *http.Client
}

// NewLeaseClient creates a client that authenticates via the pod's
// mounted service account.
func NewLeaseClient() (*LeaseClient, error) {
	host := os.Getenv("KUBERNETES_SERVICE_HOST")
	port := os.Getenv("KUBERNETES_SERVICE_PORT")
	if host == "" || port == "" {
		return nil, fmt.Errorf("KUBERNETES_SERVICE_HOST/PORT not set")
	}

	ns, err := os.ReadFile(saNamespacePath)
	if err != nil {
		return nil, fmt.Errorf("read namespace from %s: %w", saNamespacePath, err)
	}

	return &LeaseClient{
		// Source: github.com/netbirdio/netbird/proxy/internal/k8s/lease.go:125 (hostjoin: KUBERNETES_SERVICE_HOST, an IPv6 address in an IPv6 cluster, joined to the port with ':' in the API base URL)
		baseURL:   fmt.Sprintf("https://%s:%s", host, port), // defect hostjoin
		namespace: strings.TrimSpace(string(ns)),
		httpClient: &http.Client{
			Timeout: 10 * time.Second,
		},
	}, nil
}

func (c *LeaseClient) get(name string) (*http.Response, error) {
	return c.httpClient.Get(fmt.Sprintf("%s/apis/coordination.k8s.io/v1/namespaces/%s/leases/%s", c.baseURL, c.namespace, name))
}
