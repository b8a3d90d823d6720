package concat

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

type tritonConfig struct {
	Role     string
	Endpoint string
	Port     int
	Version  int
	Groups   []string
}

// Source: github.com/prometheus/prometheus/discovery/triton/triton.go
// The discovery endpoint from the user's configuration is joined to its
// port by one of two formats; an IPv6 endpoint needs brackets.
func tritonTargets(c tritonConfig) (*http.Response, error) {
	var endpointFormat string
	switch c.Role {
	case "container":
		endpointFormat = "https://%s:%d/v%d/discover"
	case "cn":
		endpointFormat = "https://%s:%d/v%d/gz/discover"
	default:
		return nil, fmt.Errorf("unknown role %q", c.Role)
	}
	endpoint := fmt.Sprintf(endpointFormat, c.Endpoint, c.Port, c.Version) // defect hostjoin
	if len(c.Groups) > 0 {
		endpoint += "?groups=" + url.QueryEscape(strings.Join(c.Groups, ","))
	}
	return http.Get(endpoint)
}
