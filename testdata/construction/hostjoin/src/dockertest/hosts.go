package dockertest

import "fmt"

const (
	DefaultHTTPPort    = 2375
	DefaultTLSHTTPPort = 2376
)

// DefaultHTTPHost is the default host of the Docker daemon.
var DefaultHTTPHost = "localhost"

// Source: github.com/ory/dockertest/docker/opts/hosts.go:25 (the default daemon address joins DefaultHTTPHost, the package variable "localhost", to the default port)
func defaultTCPHost() string {
	return fmt.Sprintf("tcp://%s:%d", DefaultHTTPHost, DefaultHTTPPort) // lookalike
}

// DefaultTCPHost is the default daemon address.
var DefaultTCPHost = defaultTCPHost()
