// Package criclient holds cases rewritten from k8s.io/cri-client.
package criclient

import (
	"fmt"
	"math/rand"
	"net/url"
	"strings"
)

func clientTargetForAddress(addr string) string {
	// Source: k8s.io/cri-client/pkg/connection_target.go:24 (hostform: a prefix test for unix endpoints, whose empty authority is normal)
	if strings.HasPrefix(addr, "unix:///") { // lookalike
		// Source: k8s.io/cri-client/pkg/connection_target.go:25 (hostform: the bare scheme and empty authority are trimmed off to keep the socket path, this prefix is no URI)
		addr = strings.TrimPrefix(addr, "unix://") // lookalike
	}
	if strings.HasPrefix(addr, "/") {
		// Source: k8s.io/cri-client/pkg/connection_target.go:31 (hostform: a gRPC passthrough target has an empty authority by design and carries the socket path)
		return "passthrough:///" + addr // lookalike
	}
	return addr
}

// Source: k8s.io/cri-client/pkg/fake/endpoint.go:27 (syntax: the %v is a format verb that fmt.Sprintf fills before use, not a percent-escape)
const defaultUnixEndpoint = "unix:///tmp/kubelet_remote_%v.sock" // lookalike

// GenerateEndpoint generates a new unix socket endpoint for a fake server.
func GenerateEndpoint() string {
	return fmt.Sprintf(defaultUnixEndpoint, rand.Int())
}

// GenerateEndpointWindows generates a new tcp endpoint for a fake server.
func GenerateEndpointWindows(port int) string {
	// Source: k8s.io/cri-client/pkg/fake/endpoint_windows.go:39 (hostjoin: the host is the constant loopback address, never an IPv6 literal)
	return fmt.Sprintf("tcp://127.0.0.1:%d", port) // lookalike
}

func parseEndpointWithFallbackProtocol(endpoint string, fallbackProtocol string) (protocol string, addr string, err error) {
	if protocol, addr, err = parseEndpoint(endpoint); err != nil && protocol == "" {
		// Source: k8s.io/cri-client/pkg/util/util_unix.go:98 (hostform: the fallback scheme is put before a bare socket path only after parsing the endpoint as a URL failed, giving the normal empty-authority unix form)
		fallbackEndpoint := fallbackProtocol + "://" + endpoint // lookalike
		protocol, addr, err = parseEndpoint(fallbackEndpoint)
	}
	return
}

func parseEndpoint(endpoint string) (string, string, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", "", err
	}
	switch u.Scheme {
	case "tcp":
		return "tcp", u.Host, nil
	case "unix":
		return "unix", u.Path, nil
	case "":
		return "", "", fmt.Errorf("using %q as endpoint is deprecated", endpoint)
	default:
		return u.Scheme, "", fmt.Errorf("protocol %q not supported", u.Scheme)
	}
}

// GetAddressAndDialer returns the socket path of a unix endpoint.
func GetAddressAndDialer(endpoint string) (string, error) {
	protocol, addr, err := parseEndpointWithFallbackProtocol(endpoint, "unix")
	if err != nil {
		return "", err
	}
	if protocol != "unix" {
		return "", fmt.Errorf("only support unix socket endpoint")
	}
	return addr, nil
}

func parseEndpointWindows(endpoint string) (string, string, error) {
	endpoint = strings.Replace(endpoint, "\\", "/", -1)
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", "", err
	}
	switch u.Scheme {
	case "tcp":
		return "tcp", u.Host, nil
	case "npipe":
		host := u.Host
		if host == "" {
			host = "."
		}
		// Source: k8s.io/cri-client/pkg/util/util_windows.go:101 (syntax: the format builds a Windows pipe path from host and path, its verbs are no percent-escapes)
		return "npipe", fmt.Sprintf("//%s%s", host, u.Path), nil // lookalike
	case "":
		return "", "", fmt.Errorf("using %q as endpoint is deprecated", endpoint)
	default:
		return u.Scheme, "", fmt.Errorf("protocol %q not supported", u.Scheme)
	}
}

// GetAddressAndDialerWindows returns the address of a tcp or npipe endpoint.
func GetAddressAndDialerWindows(endpoint string) (string, error) {
	protocol, addr, err := parseEndpointWindows(endpoint)
	if err != nil {
		return "", err
	}
	if protocol != "tcp" && protocol != "npipe" {
		return "", fmt.Errorf("only support tcp and npipe endpoint")
	}
	return addr, nil
}
