// Package metrics holds cases rewritten from sigs.k8s.io/metrics-server.
package metrics

import (
	"net"
	"net/http"
	"net/url"
	"strconv"
)

type schemaProps struct {
	Description string
}

var descriptions = []schemaProps{
	// Source: sigs.k8s.io/metrics-server/pkg/api/generated/openapi/zz_generated.openapi.go:97 (syntax: a URL inside an OpenAPI description joined to the words around it is prose, rule 4; uniform sample 6 of 81 description candidates)
	{Description: "Quantity is a fixed-point representation of a number.\n\n<binarySI> ::= Ki | Mi | Gi\n\n\t(International System of units; See: http://physics.nist.gov/cuu/Units/binary.html)\n\n<decimalSI> ::= m | k | M"}, // lookalike
	// Source: sigs.k8s.io/metrics-server/pkg/api/generated/openapi/zz_generated.openapi.go:717 (syntax: a URL inside an OpenAPI description joined to the words around it is prose, rule 4; uniform sample 6 of 81 description candidates)
	{Description: "Kind is a string value representing the REST resource this object represents. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds"}, // lookalike
	// Source: sigs.k8s.io/metrics-server/pkg/api/generated/openapi/zz_generated.openapi.go:1516 (syntax: a URL inside an OpenAPI description joined to the words around it is prose, rule 4; uniform sample 6 of 81 description candidates)
	{Description: "UID is the unique in time and space value for this object.\n\nPopulated by the system. Read-only. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#uids"}, // lookalike
	// Source: sigs.k8s.io/metrics-server/pkg/api/generated/openapi/zz_generated.openapi.go:1831 (syntax: a URL inside an OpenAPI description joined to the words around it is prose, rule 4; uniform sample 6 of 81 description candidates)
	{Description: "Kind is a string value representing the REST resource this object represents. Cannot be updated. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds"}, // lookalike
	// Source: sigs.k8s.io/metrics-server/pkg/api/generated/openapi/zz_generated.openapi.go:2478 (syntax: a URL inside an OpenAPI description joined to the words around it is prose, rule 4; uniform sample 6 of 81 description candidates)
	{Description: "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds"}, // lookalike
	// Source: sigs.k8s.io/metrics-server/pkg/api/generated/openapi/zz_generated.openapi.go:2941 (syntax: a URL inside an OpenAPI description joined to the words around it is prose, rule 4; uniform sample 6 of 81 description candidates)
	{Description: "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds"}, // lookalike
}

type kubeletClient struct {
	scheme string
}

// GetMetrics fetches the resource metrics of a node's kubelet.
func (kc *kubeletClient) GetMetrics(addr string, port int, path string) (*http.Response, error) {
	// Source: sigs.k8s.io/metrics-server/pkg/scraper/client/resource/client.go:99 (hostjoin: the node address and port are joined with net.JoinHostPort, which brackets IPv6)
	u := url.URL{
		Scheme: kc.scheme,
		Host:   net.JoinHostPort(addr, strconv.Itoa(port)), // lookalike
		Path:   path,
	}
	req, err := http.NewRequest("GET", u.String(), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
