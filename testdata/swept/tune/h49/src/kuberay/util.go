package kuberay

import (
	"context"
	"fmt"
	"net/http"
	"time"
)

// Pod is the part of a Kubernetes pod the cases use.
type Pod struct {
	Name      string
	Namespace string
	PodIP     string
}

func fetchHeadServiceURL(svcName, namespace, domainName string, port int32) string {
	// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/utils/util.go:872 (hostjoin: the host is the service DNS name the code makes, never an IPv6 literal)
	headServiceURL := fmt.Sprintf("%s.%s.svc.%s:%v", // lookalike
		svcName,
		namespace,
		domainName,
		port)
	return headServiceURL
}

func newDashboardClient(svcName, namespace, domainName string, port int32) *RayDashboardClient {
	url := fetchHeadServiceURL(svcName, namespace, domainName, port)
	dashboardClient := &RayDashboardClient{}
	// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/utils/util.go:905 (hostjoin: the scheme is put before a value that is already host:port built from the service DNS name)
	dashboardClient.InitClient(&http.Client{Timeout: 2 * time.Second}, "http://"+url) // lookalike
	return dashboardClient
}

// RayHttpProxyClient checks the Ray Serve proxy health.
type RayHttpProxyClient struct {
	client       *http.Client
	httpProxyURL string
}

func newHttpProxyClient(apiHost string, useKubernetesProxy bool, hostIp, podNamespace, podName string, port int) *RayHttpProxyClient {
	if useKubernetesProxy {
		return &RayHttpProxyClient{
			client: &http.Client{},
			// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/utils/util.go:915 (hostjoin: the ':' joins a pod NAME and a port inside a Kubernetes API proxy path, not a host and port)
			httpProxyURL: fmt.Sprintf("%s/api/v1/namespaces/%s/pods/%s:%d/proxy/", apiHost, podNamespace, podName, port), // lookalike
		}
	}
	return &RayHttpProxyClient{
		client: &http.Client{Timeout: 2 * time.Second},
		// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/utils/util.go:920 (hostjoin: hostIp is the head pod's Status.PodIP, an IPv6 address in IPv6 or dual-stack clusters, joined to the port with a bare ':')
		httpProxyURL: fmt.Sprintf("http://%s:%d/", hostIp, port), // defect hostjoin
	}
}

func checkServeProxy(ctx context.Context, headPod Pod, servingPort int) error {
	c := newHttpProxyClient("", false, headPod.PodIP, headPod.Namespace, headPod.Name, servingPort)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.httpProxyURL+"-/healthz", nil)
	if err != nil {
		return err
	}
	resp, err := c.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
