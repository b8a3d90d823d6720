// Package etcd holds cases rewritten from go.etcd.io/etcd/client/v3.
package etcd

import (
	"fmt"
	"path"
	"strings"

	"google.golang.org/grpc"
	"google.golang.org/grpc/resolver"
)

// resolverSchema is the scheme of etcd's own grpc resolver.
const resolverSchema = "etcd-endpoints"

// Config is the client configuration.
type Config struct {
	Endpoints []string
	Username  string
	Password  string
}

// Client is an etcd client.
type Client struct {
	endpoints []string
}

// New creates a client.
func New(cfg Config) (*Client, error) {
	return &Client{endpoints: cfg.Endpoints}, nil
}

// SetEndpoints replaces the endpoints.
func (c *Client) SetEndpoints(eps ...string) { c.endpoints = eps }

func authority(endpoint string) string {
	if i := strings.Index(endpoint, "//"); i >= 0 {
		return endpoint[i+2:]
	}
	return endpoint
}

func (c *Client) dial() (*grpc.ClientConn, error) {
	// Source: go.etcd.io/etcd/client/v3/client.go:327 (hostform: grpc target for etcd's own resolver scheme, whose host is a %p pointer identifier rather than a DNS name and whose path carries the endpoint authority)
	target := fmt.Sprintf("%s://%p/%s", resolverSchema, c, authority(c.endpoints[0])) // lookalike
	return grpc.NewClient(target)
}

func translateEndpoint(ep string) (addr string, serverName string) {
	// Source: go.etcd.io/etcd/client/v3/internal/endpoint/endpoint.go:92 (hostform: prefix tests for the unix socket schemes, where an empty host before an absolute path is the normal form)
	if strings.HasPrefix(ep, "unix:///") || strings.HasPrefix(ep, "unixs:///") { // lookalike
		absolutePath := ep[strings.Index(ep, "//")+2:]
		// Source: go.etcd.io/etcd/client/v3/internal/endpoint/endpoint.go:95 (hostform: absolutePath starts with a slash, so the concatenation gives the empty-host absolute-path form unix sockets use)
		return "unix://" + absolutePath, path.Base(absolutePath) // lookalike
	}
	// Source: go.etcd.io/etcd/client/v3/internal/endpoint/endpoint.go:97 (hostform: prefix tests that recognise etcd's legacy local-path endpoint form, not a URI that is sent anywhere)
	if strings.HasPrefix(ep, "unix://") || strings.HasPrefix(ep, "unixs://") { // lookalike
		localPath := ep[strings.Index(ep, "//")+2:]
		return localPath, path.Base(localPath)
	}
	return ep, ep
}

// MockServer is a mocked grpc server.
type MockServer struct {
	Network string
	Address string
}

// ResolverAddress returns the address a resolver should use.
func (ms *MockServer) ResolverAddress() resolver.Address {
	switch ms.Network {
	case "unix":
		// Source: go.etcd.io/etcd/client/v3/mock/mockserver/mockserver.go:43 (syntax: the %s verb is filled with the absolute path of a temp socket file, giving the empty-host unix form)
		return resolver.Address{Addr: fmt.Sprintf("unix://%s", ms.Address)} // lookalike
	default:
		return resolver.Address{Addr: ms.Address}
	}
}
