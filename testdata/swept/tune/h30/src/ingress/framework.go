// Package ingress holds cases rewritten from k8s.io/ingress-nginx.
package ingress

import (
	"fmt"
	"net/http"
	"net/url"
	"path"
)

// Framework stands for the e2e test framework; its addresses come from the cluster.
type Framework struct {
	Namespace string
	service   struct{ Spec struct{ ClusterIP string } }
	pod       struct{ Status struct{ PodIP string } }
}

// GetNginxIP returns the ClusterIP of the controller's Service.
func (f *Framework) GetNginxIP() string { return f.service.Spec.ClusterIP }

// GetNginxPodIP returns the IP address of the running controller pod.
func (f *Framework) GetNginxPodIP() string { return f.pod.Status.PodIP }

func expectStatus(u string, code int) error {
	req, err := http.NewRequest(http.MethodGet, u, http.NoBody)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != code {
		return fmt.Errorf("GET %s: status %d", u, resp.StatusCode)
	}
	return nil
}

// Source: k8s.io/ingress-nginx/test/e2e/framework/healthz.go:26 (hostjoin: the pod IP the callers pass may be IPv6 and is joined to the port with a bare ':' instead of net.JoinHostPort.)
func (f *Framework) VerifyHealthz(ip string, statusCode int) error {
	url := fmt.Sprintf("http://%v:10254/healthz", ip) // defect hostjoin
	return expectStatus(url, statusCode)
}

func (f *Framework) gracefulShutdown() error {
	return f.VerifyHealthz(f.GetNginxPodIP(), http.StatusOK)
}

// Source: k8s.io/ingress-nginx/test/e2e/framework/metrics.go:29 (hostjoin: the pod IP the callers pass may be IPv6 and is joined to the port with a bare ':' instead of net.JoinHostPort.)
func (f *Framework) GetMetric(metricName, ip string) error {
	url := fmt.Sprintf("http://%v:10254/metrics", ip) // defect hostjoin
	return expectStatus(url, http.StatusOK)
}

func (f *Framework) dynamicCertificates() error {
	ip := f.GetNginxPodIP()
	return f.GetMetric("nginx_ingress_controller_success", ip)
}

// HTTPRequest is a request against a base URL.
type HTTPRequest struct {
	baseURL string
	Request *http.Request
}

// Source: k8s.io/ingress-nginx/test/e2e/framework/httpexpect/request.go:67 (pathjoin: path.Join is applied to the parsed URL's Path field, not to a whole URI with its scheme.)
func (h *HTTPRequest) DoRequest(method, rpath string) error {
	uri, err := url.Parse(h.baseURL)
	if err != nil {
		return err
	}
	uri.Path = path.Join(uri.Path, rpath) // lookalike
	h.Request, err = http.NewRequest(method, uri.String(), http.NoBody)
	return err
}
