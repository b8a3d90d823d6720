package litefs

import (
	"fmt"
	"net"
)

// ProxyServer forwards requests to the application.
type ProxyServer struct {
	Addr string
	port int
}

// URL returns the full base URL for the running server.
func (s *ProxyServer) URL() string {
	host, _, _ := net.SplitHostPort(s.Addr)
	if host == "" {
		host = "localhost"
	}
	// Source: github.com/superfly/litefs/http/proxy_server.go:193 (hostjoin: host and port are joined by net.JoinHostPort, which brackets IPv6)
	return fmt.Sprintf("http://%s", net.JoinHostPort(host, fmt.Sprint(s.port))) // lookalike
}
