package externaldns

import (
	"fmt"
	"net/url"
	"strings"
)

const (
	routeGroupListResource       = "/apis/%s/routegroups"
	routeGroupNamespacedResource = "/apis/%s/namespaces/%s/routegroups"
)

// routeGroupEndpoints returns the API server and the route group list URL.
func routeGroupEndpoints(apiServerURL, routeGroupVersion, namespace string) (string, string, error) {
	u, err := url.Parse(apiServerURL)
	if err != nil {
		return "", "", err
	}

	apiServer := u.String()
	// strip port if well known port, because of TLS certificate match
	if u.Scheme == "https" && u.Port() == "443" {
		// correctly handle IPv6 addresses by keeping surrounding `[]`.
		// Source: github.com/kubernetes-sigs/external-dns/source/skipper_routegroup.go:221 (hostjoin: u.Host keeps the brackets of an IPv6 host; only ":443" is trimmed)
		apiServer = "https://" + strings.TrimSuffix(u.Host, ":443") // lookalike
	}

	apiEndpoint := apiServer + fmt.Sprintf(routeGroupListResource, routeGroupVersion)
	if namespace != "" {
		apiEndpoint = apiServer + fmt.Sprintf(routeGroupNamespacedResource, routeGroupVersion, namespace)
	}
	return apiServer, apiEndpoint, nil
}
