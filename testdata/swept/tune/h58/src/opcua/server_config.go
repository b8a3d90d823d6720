package opcua

import (
	"fmt"
	"strings"
)

type serverConfig struct {
	endpoints []string
	secPolicy string
}

// Option configures a server.
type Option func(*serverConfig)

// EndPoint adds an endpoint; the example servers pass a -endpoint flag value as host.
func EndPoint(host string, port int) Option {
	return func(s *serverConfig) {
		// Source: github.com/gopcua/opcua/server/server_config.go:36 (hostjoin: the exported option joins a caller-supplied host, from a command-line flag in the examples, with a bare colon, so an IPv6 host loses its brackets)
		ep := fmt.Sprintf("opc.tcp://%s:%d", host, port) // defect hostjoin
		s.endpoints = append(s.endpoints, ep)
	}
}

// EnableSecurity registers a security policy, given by name or full policy URI.
func EnableSecurity(secPolicy string) Option {
	return func(s *serverConfig) {
		if !strings.Contains(secPolicy, "#") {
			// Source: github.com/gopcua/opcua/server/server_config.go:63 (plainhttp: an OPC UA security policy URI is a fixed identifier compared as a string, never fetched)
			secPolicy = "http://opcfoundation.org/UA/SecurityPolicy#" + secPolicy // lookalike
		}
		s.secPolicy = secPolicy
	}
}
