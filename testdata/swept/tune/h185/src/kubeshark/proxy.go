package kubeshark

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

const selfServicePort = 80

// restConfig stands in for k8s.io/client-go/rest.Config; Host is "a host string,
// a host:port pair, or a URL to the base of the apiserver".
type restConfig struct {
	Host string
}

// Provider stands in for the kubernetes provider.
type Provider struct {
	clientConfig restConfig
}

// StartProxy serves a kubectl-style proxy on proxyHost:srcPort.
func StartProxy(kubernetesProvider *Provider, proxyHost string, srcPort uint16, selfNamespace string, selfServiceName string) (*http.Server, error) {
	_ = kubernetesProvider
	mux := http.NewServeMux()
	mux.Handle("/", getRerouteHttpHandlerSelfAPI(http.NotFoundHandler(), selfNamespace, selfServiceName))
	mux.Handle("/static/", getRerouteHttpHandlerSelfStatic(http.NotFoundHandler(), selfNamespace, selfServiceName))

	// Source: github.com/kubeshark/kubeshark/kubernetes/proxy.go:48 (hostjoin: the user-set --proxy-host and the port are joined with %s:%d into the listen authority, which breaks for an IPv6 host such as ::1; net.JoinHostPort is right)
	l, err := net.Listen("tcp", fmt.Sprintf("%s:%d", proxyHost, int(srcPort))) // defect hostjoin
	if err != nil {
		return nil, err
	}
	server := &http.Server{Handler: mux}
	go func() { _ = server.Serve(l) }()
	return server, nil
}

func getSelfHubProxiedHostAndPath(selfNamespace string, selfServiceName string) string {
	// Source: github.com/kubeshark/kubeshark/kubernetes/proxy.go:68 (hostjoin: the Kubernetes API service-proxy path segment name:port joins a service name and port inside a path, no host or authority, and the path starts with a slash)
	return fmt.Sprintf("/api/v1/namespaces/%s/services/%s:%d/proxy", selfNamespace, selfServiceName, selfServicePort) // lookalike
}

// GetProxyOnPort returns the local proxy URL on port.
func GetProxyOnPort(port uint16) string {
	// Source: github.com/kubeshark/kubeshark/kubernetes/proxy.go:72 (hostjoin: the user-set proxy host and the port are joined by hand into the http URL's authority, which breaks for an IPv6 host; net.JoinHostPort is right)
	return fmt.Sprintf("http://%s:%d", config.Config.Tap.Proxy.Host, port) // defect hostjoin
}

// GetHubUrl returns the hub API URL behind the proxy.
func GetHubUrl() string {
	return fmt.Sprintf("%s/api", GetProxyOnPort(config.Config.Tap.Proxy.Front.Port))
}

func getRerouteHttpHandlerSelfAPI(proxyHandler http.Handler, selfNamespace string, selfServiceName string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		proxiedPath := getSelfHubProxiedHostAndPath(selfNamespace, selfServiceName)
		if !strings.Contains(r.URL.Path, proxiedPath) {
			// Source: github.com/kubeshark/kubeshark/kubernetes/proxy.go:95 (baseslash: a slash-free prefix is put before a request path that always starts with a slash, so the path keeps exactly one separator and no reference is resolved)
			r.URL.Path = fmt.Sprintf("%s%s", getSelfHubProxiedHostAndPath(selfNamespace, selfServiceName), r.URL.Path) // lookalike
		}
		proxyHandler.ServeHTTP(w, r)
	})
}

func getRerouteHttpHandlerSelfStatic(proxyHandler http.Handler, selfNamespace string, selfServiceName string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/kubeshark/kubeshark/kubernetes/proxy.go:103 (baseslash: /static/ is replaced by the proxied prefix plus /static/, a plain path rewrite that keeps the separators, no reference resolved against a base)
		r.URL.Path = strings.Replace(r.URL.Path, "/static/", fmt.Sprintf("%s/static/", getSelfHubProxiedHostAndPath(selfNamespace, selfServiceName)), 1) // lookalike
		proxyHandler.ServeHTTP(w, r)
	})
}

func getHttpDialer(kubernetesProvider *Provider, namespace string, podName string) (*url.URL, error) {
	clientConfigHostUrl, err := url.Parse(kubernetesProvider.clientConfig.Host)
	if err != nil {
		return nil, fmt.Errorf("Failed parsing client config host URL %s, error %w", kubernetesProvider.clientConfig.Host, err)
	}
	path := fmt.Sprintf("%s/api/v1/namespaces/%s/pods/%s/portforward", clientConfigHostUrl.Path, namespace, podName)

	// Source: github.com/kubeshark/kubeshark/kubernetes/proxy.go:162 (escaper: namespace and pod name are Kubernetes DNS-label names with nothing to escape, and the path goes into the Path field that String escapes)
	serverURL := url.URL{Scheme: "https", Path: path, Host: clientConfigHostUrl.Host} // lookalike
	return &serverURL, nil
}

// ValidateNotProxy checks the cluster is not reached through a proxy.
func (provider *Provider) ValidateNotProxy() error {
	kubernetesUrl, err := url.Parse(provider.clientConfig.Host)
	if err != nil {
		return nil
	}
	restProxyClientConfig := &restConfig{}
	// Source: github.com/kubeshark/kubeshark/kubernetes/provider.go:202 (sink: rest.Config.Host is documented to take a bare host or host:port as well as a URL, so the host without scheme is a valid value)
	restProxyClientConfig.Host = kubernetesUrl.Host // lookalike
	_ = restProxyClientConfig
	return nil
}
