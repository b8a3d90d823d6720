package agent

import (
	"fmt"
	"os"
)

// buildTokenArgs gives kubectl the in-cluster API server URL from the service env vars.
func buildTokenArgs(token string) ([]string, error) {
	host := os.Getenv(KubernetesServiceHost)
	if host == "" {
		return nil, fmt.Errorf("%s env var is not defined", KubernetesServiceHost)
	}

	port := os.Getenv(KubernetesServicePortHttps)
	if port == "" {
		return nil, fmt.Errorf("%s env var is not defined", KubernetesServicePortHttps)
	}

	// Source: github.com/portainer/agent/exec/kubernetes_deploy.go:129 (hostjoin: KUBERNETES_SERVICE_HOST is an IPv6 address on IPv6 clusters and is joined to the port by hand into the --server URL without brackets; net.JoinHostPort is right; by the hostjoin check)
	server := fmt.Sprintf("https://%s:%s", host, port) // defect hostjoin

	return []string{
		"--token", token,
		"--server", server,
		"--insecure-skip-tls-verify",
	}, nil
}
