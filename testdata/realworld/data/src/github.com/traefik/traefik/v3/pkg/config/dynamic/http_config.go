// Package dynamic is a stub of traefik's dynamic configuration.
package dynamic

// Server holds the URL of a backend server.
type Server struct {
	URL string `json:"url,omitempty"`
}

// ServersLoadBalancer balances over servers.
type ServersLoadBalancer struct {
	Servers        []Server `json:"servers,omitempty"`
	PassHostHeader *bool    `json:"passHostHeader,omitempty"`
}

// Service is an HTTP service.
type Service struct {
	LoadBalancer *ServersLoadBalancer `json:"loadBalancer,omitempty"`
}
