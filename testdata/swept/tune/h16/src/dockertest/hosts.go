package dockertest

import "fmt"

const (
	// DefaultHTTPHost Default HTTP Host used if only port is provided to -H flag e.g. dockerd -H tcp://:8080
	DefaultHTTPHost = "localhost"
)

var (
	// DefaultHTTPPort Default HTTP Port used if only the protocol is provided to -H flag e.g. dockerd -H tcp://
	DefaultHTTPPort = 2375 // Default HTTP Port
	// DefaultTCPHost constant defines the default host string used by docker on Windows
	// Source: github.com/ory/dockertest/docker/opts/hosts.go:30 (hostjoin: the host is the constant DefaultHTTPHost, "localhost", not one from outside)
	DefaultTCPHost = fmt.Sprintf("tcp://%s:%d", DefaultHTTPHost, DefaultHTTPPort) // lookalike
	// DefaultHost is the default daemon address.
	DefaultHost = "unix:///var/run/docker.sock"
)
