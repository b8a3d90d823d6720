package vcluster

import (
	"context"
	"fmt"
	"net/http"
	"time"

	corev1 "k8s.io/api/core/v1"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
)

func testConnectionWithServer(ctx context.Context, vRawConfig *clientcmdapi.Config, server string) error {
	vRawConfig = vRawConfig.DeepCopy()
	for _, cluster := range vRawConfig.Clusters {
		if cluster == nil {
			continue
		}

		cluster.Server = server
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, server+"/version", nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func directServiceConnection(ctx context.Context, vRawConfig *clientcmdapi.Config, service *corev1.Service, timeout time.Duration) (string, error) {
	if len(service.Spec.Ports) == 0 {
		return "", fmt.Errorf("service has %d ports (expected 1 port)", len(service.Spec.Ports))
	}

	// Source: github.com/loft-sh/vcluster/pkg/cli/localkubernetes/configure.go:74 (hostjoin: the Service's ClusterIP, an address field of the Kubernetes API that is IPv6 in an IPv6 or dual-stack cluster, joined to the port with ':' in the server URL; the ":443" is also the default port of https)
	server := fmt.Sprintf("https://%s:443", service.Spec.ClusterIP) // defect hostjoin
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if err := testConnectionWithServer(ctx, vRawConfig, server); err != nil {
		return "", fmt.Errorf("test connection: %w", err)
	}

	return server, nil
}

func directConnection(ctx context.Context, vRawConfig *clientcmdapi.Config, service *corev1.Service, timeout time.Duration) (string, error) {
	if len(service.Spec.Ports) == 0 {
		return "", fmt.Errorf("service has %d ports (expected 1 port)", len(service.Spec.Ports))
	}

	// Source: github.com/loft-sh/vcluster/pkg/cli/localkubernetes/configure.go:99 (hostjoin: the host is the constant 127.0.0.1 and only the NodePort is joined)
	server := fmt.Sprintf("https://127.0.0.1:%v", service.Spec.Ports[0].NodePort) // lookalike
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if err := testConnectionWithServer(ctx, vRawConfig, server); err != nil {
		return "", fmt.Errorf("test connection: %w", err)
	}

	return server, nil
}
