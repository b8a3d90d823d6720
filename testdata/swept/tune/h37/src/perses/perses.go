// Package perses holds cases rewritten from github.com/perses/perses.
package perses

import (
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"

	corev1 "k8s.io/api/core/v1"
)

const (
	apiPrefix            = "/api"
	pathAuthProviders    = "providers"
	pathCallback         = "callback"
	pathToken            = "token"
	authKindOAuth        = "oauth"
	pathGlobalDatasource = "globaldatasources"
	pathDashboard        = "dashboards"
	paramName            = "name"
)

// Source: github.com/perses/perses/internal/api/discovery/kubernetes/pod.go:66 (hostjoin: the pod IP can be an IPv6 address in a dual-stack cluster and is joined to the port with a bare colon, without brackets)
func podURL(pod corev1.Pod, port corev1.ContainerPort) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("http://%s:%d", pod.Status.PodIP, port.ContainerPort)) // defect hostjoin
}

// Source: github.com/perses/perses/internal/api/discovery/kubernetes/service.go:68 (hostjoin: the host is a cluster DNS name the code makes from service name and namespace, uniform sample of 15 of about 160 look-alike candidates)
func serviceURL(name, namespace string, port corev1.ServicePort) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("http://%s.%s.svc:%d", name, namespace, port.Port)) // lookalike
}

// Source: github.com/perses/perses/internal/cli/cmd/plugin/start/start.go:232 (hostjoin: the host is the constant localhost, only the port varies, uniform sample of 15 of about 160 look-alike candidates)
func devServerURL(port int) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("http://localhost:%d", port)) // lookalike
}

// Source: github.com/perses/perses/pkg/model/api/v1/common/url.go:46 (pathjoin: path.Join runs over path strings stored in the Path field, the scheme and host are copied unchanged, uniform sample of 15 of about 160 look-alike candidates)
func newURL(u *url.URL, paths ...string) *url.URL {
	result := &url.URL{}
	if u == nil {
		return result
	}
	*result = *u
	result.Path = path.Join(paths...) // lookalike
	return result
}

// Source: github.com/perses/perses/pkg/client/perseshttp/request.go:237 (escaper: the project name ends up in the decoded Path field, and whether a name needs escaping is not known from the code, uniform sample of 15 of about 160 look-alike candidates)
func buildPath(apiVersion, project, resource, name string) string {
	var b strings.Builder
	b.WriteString(apiPrefix)
	b.WriteString(fmt.Sprintf("/%s", apiVersion))
	if len(project) > 0 {
		b.WriteString(fmt.Sprintf("/projects/%s", project)) // lookalike
	}
	b.WriteString(fmt.Sprintf("/%s", resource))
	if len(name) > 0 {
		b.WriteString(fmt.Sprintf("/%s", name))
	}
	return b.String()
}

func requestURL(base *url.URL, project, resource, name string) string {
	return newURL(base, buildPath("v1", project, resource, name)).String()
}

// Source: github.com/perses/perses/internal/cli/cmd/plugin/start/wait.go:37 (escaper: the plugin name goes into the decoded Path field, which String escapes, uniform sample of 15 of about 160 look-alike candidates)
func manifestURL(serverURL *url.URL, pluginName string) string {
	serverURL.Path = fmt.Sprintf("/plugins/%s/mf-manifest.json", pluginName) // lookalike
	return serverURL.String()
}

type group struct{}

func (g *group) ANY(pattern string, h http.HandlerFunc)   {}
func (g *group) PUT(pattern string, h http.HandlerFunc)   {}
func (g *group) Group(prefix string) *group               { return g }
func proxyHandler(w http.ResponseWriter, r *http.Request) {}

func collectProxyRoutes(g *group) {
	// Source: github.com/perses/perses/internal/api/impl/proxy/proxy.go:128 (colonpath: a router pattern whose ':' marks a parameter in a later segment of an absolute path, uniform sample of 15 of about 160 look-alike candidates)
	g.ANY(fmt.Sprintf("/%s/:%s/*", pathGlobalDatasource, paramName), proxyHandler) // lookalike
}

func collectDashboardRoutes(g *group) {
	sub := g.Group("/" + pathDashboard)
	// Source: github.com/perses/perses/internal/api/impl/v1/dashboard/endpoint.go:48 (colonpath: a router pattern that starts with a slash, its ':' marks a parameter and cannot read as a scheme, uniform sample of 15 of about 160 look-alike candidates)
	sub.PUT(fmt.Sprintf("/:%s", paramName), proxyHandler) // lookalike
}

// Source: github.com/perses/perses/internal/api/impl/auth/auth.go:68 (escaper: constants and a slug ID go into the decoded Path field of a url.URL, which String escapes, uniform sample of 15 of about 160 look-alike candidates)
func getRedirectURI(r *http.Request, authKind, slugID string) string {
	rd := url.URL{}
	rd.Host = r.Header.Get("X-Forwarded-Host")
	if rd.Host == "" {
		rd.Host = r.Host
	}
	rd.Scheme = r.Header.Get("X-Forwarded-Proto")
	if rd.Scheme == "" {
		rd.Scheme = "http"
		if r.TLS != nil {
			rd.Scheme = "https"
		}
	}
	rd.Path = fmt.Sprintf("%s/%s/%s/%s/%s", apiPrefix, pathAuthProviders, authKind, slugID, pathCallback) // lookalike
	return rd.String()
}
