package kubeblocks

import (
	"context"
	"fmt"
	"net/http"

	corev1 "k8s.io/api/core/v1"
)

const (
	urlTemplate = "http://%s:%d%s"
	actionURI   = "/v1.0/action"
)

type httpClient struct {
	host   string
	port   int32
	client *http.Client
}

// NewClient makes a client of the agent at the endpoint.
func NewClient(endpoint func() (string, int32, error)) (*httpClient, error) {
	host, port, err := endpoint()
	if err != nil {
		return nil, err
	}
	return &httpClient{host: host, port: port, client: &http.Client{}}, nil
}

func (c *httpClient) Action(ctx context.Context) (*http.Response, error) {
	// Source: github.com/apecloud/kubeblocks/pkg/kbagent/client/http_client.go:64 (hostjoin: the host is the pod's IP, pod.Status.PodIP, IPv6 in an IPv6 cluster, joined to the port with ':' by the constant template)
	url := fmt.Sprintf(urlTemplate, c.host, c.port, actionURI) // defect hostjoin
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return nil, err
	}
	return c.client.Do(req)
}

func serverEndpoint(pod *corev1.Pod) (string, int32, error) {
	host := pod.Status.PodIP
	if host == "" {
		return "", 0, fmt.Errorf("pod %v has no ip", pod.Name)
	}
	return host, 3501, nil
}

func newPodClient(pod *corev1.Pod) (*httpClient, error) {
	return NewClient(func() (string, int32, error) { return serverEndpoint(pod) })
}

const (
	defaultHTTPHost = "127.0.0.1"
	// Source: github.com/apecloud/kubeblocks/pkg/kbagent/service/action_utils.go:68 (schemecase: the default scheme of an HTTP action, written into the URL the agent requests, is not lowercase)
	defaultHTTPScheme = "HTTP" // defect schemecase form
	defaultHTTPMethod = "GET"
	defaultHTTPPath   = "/"
)

// HTTPAction is an action the agent runs by an HTTP request.
type HTTPAction struct {
	Port   string
	Host   string
	Scheme string
	Method string
	Path   string
}

func httpActionMethodNURL(action *HTTPAction) (string, string) {
	host, scheme, method, path := defaultHTTPHost, defaultHTTPScheme, defaultHTTPMethod, defaultHTTPPath
	if len(action.Host) > 0 {
		host = action.Host
	}
	if len(action.Scheme) > 0 {
		scheme = action.Scheme
	}
	if len(action.Method) > 0 {
		method = action.Method
	}
	if len(action.Path) > 0 {
		path = action.Path
	}
	// Source: github.com/apecloud/kubeblocks/pkg/kbagent/service/action_utils.go:80 (hostjoin: the action's configured host, an IP address maybe IPv6, joined to its port with ':'; labelled after urilint reported it, as the sweep had not read this line)
	return method, fmt.Sprintf("%s://%s:%s%s", scheme, host, action.Port, path) // defect hostjoin
}
