package okteto

import "fmt"

// IngressPath stands in for networking.HTTPIngressPath.
type IngressPath struct{ Path string }

// IngressRule stands in for networking.IngressRule.
type IngressRule struct {
	Host  string
	Paths []IngressPath
}

// HTTPRouteMatch stands in for a gateway-api HTTPRouteMatch path value.
type HTTPRouteMatch struct{ PathValue *string }

// HTTPRoute stands in for a gateway-api HTTPRoute.
type HTTPRoute struct {
	Name    string
	Matches []HTTPRouteMatch
}

// GetHTTPRouteEndpoints mirrors httproutes.Client.GetEndpointsBySelector in pkg/k8s/httproutes/crud.go; the endpoints are printed by okteto endpoints.
func GetHTTPRouteEndpoints(routes []HTTPRoute) []string {
	result := make([]string, 0)
	for _, httpRoute := range routes {
		for _, match := range httpRoute.Matches {
			if match.PathValue != nil {
				// Build URL - hostname would come from Gateway status in real implementation
				// Source: github.com/okteto/okteto/pkg/k8s/httproutes/crud.go:137 (syntax: the %s%s template is filled with a DNS-label route name and a path match that starts with a slash, a valid URL when filled, and the list is only printed, by the template rule and the printed-only rule)
				result = append(result, fmt.Sprintf("https://%s%s", httpRoute.Name, *match.PathValue)) // lookalike
			}
		}
	}
	return result
}

// GetIngressEndpoints mirrors ingresses.Client.GetEndpointsBySelector in pkg/k8s/ingresses/crud.go; the endpoints are printed by okteto endpoints.
func GetIngressEndpoints(isV1 bool, rules []IngressRule) []string {
	result := make([]string, 0)
	if isV1 {
		for _, rule := range rules {
			if rule.Host == "" {
				continue
			}
			for _, path := range rule.Paths {
				// Source: github.com/okteto/okteto/pkg/k8s/ingresses/crud.go:150 (syntax: template filled with a non-empty ingress host and a path that starts with a slash, a valid URL when filled, by the template rule)
				result = append(result, fmt.Sprintf("https://%s%s", rule.Host, path.Path)) // lookalike
			}
		}
		return result
	}
	for _, rule := range rules {
		for _, path := range rule.Paths {
			// Source: github.com/okteto/okteto/pkg/k8s/ingresses/crud.go:164 (sink: a hostless v1beta1 rule would give https:/// here, but the list is only printed to the user, which is no URI use)
			result = append(result, fmt.Sprintf("https://%s%s", rule.Host, path.Path)) // lookalike
		}
	}
	return result
}
