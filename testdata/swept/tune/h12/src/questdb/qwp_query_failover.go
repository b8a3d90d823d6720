package questdb

import (
	"fmt"
	"strings"
)

type qwpEndpoint struct {
	host string
	port int
}

func (e qwpEndpoint) String() string {
	if strings.Contains(e.host, ":") {
		return fmt.Sprintf("[%s]:%d", e.host, e.port)
	}
	return fmt.Sprintf("%s:%d", e.host, e.port)
}

func endpointURL(scheme string, endpoints []qwpEndpoint, idx int) string {
	ep := endpoints[idx]
	// Source: github.com/questdb/go-questdb-client/qwp_query_failover.go:311 (hostjoin: the endpoint's String brackets an IPv6 host before it adds the port)
	wsURL := scheme + "://" + ep.String() // lookalike
	return wsURL
}
