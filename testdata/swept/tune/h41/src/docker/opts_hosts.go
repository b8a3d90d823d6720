package docker

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

const (
	// DefaultHTTPPort is the default HTTP port used with the -H flag.
	DefaultHTTPPort = 2375
	// DefaultUnixSocket is the path of the default unix socket.
	DefaultUnixSocket = "/var/run/docker.sock"
	// DefaultNamedPipe is the default named pipe used by docker on Windows.
	DefaultNamedPipe = `//./pipe/docker_engine`
	// DefaultHTTPHost is the default host used if only a port is given.
	DefaultHTTPHost = "localhost"
	// Source: github.com/docker/docker/opts/hosts.go:25 (hostjoin: the host is the constant DefaultHTTPHost (localhost or 127.0.0.1), surely no IPv6 literal; uniform sample of 40 of 194 look-alikes)
	DefaultTCPHost = "tcp://" + DefaultHTTPHost + ":2375" // lookalike
)

// ParseHost and set defaults for a Daemon host string.
func ParseHost(defaultToTLS, defaultToUnixXDG bool, val string) (string, error) {
	host := strings.TrimSpace(val)
	if host == "" {
		return DefaultHost, nil
	}
	return parseDaemonHost(host)
}

func parseDaemonHost(address string) (string, error) {
	proto, _, _ := strings.Cut(address, "://")
	switch proto {
	case "tcp":
		return ParseTCPAddr(address, DefaultTCPHost)
	case "unix", "npipe", "fd":
		return address, nil
	default:
		return "", fmt.Errorf("invalid bind address (%s): unsupported proto '%s'", address, proto)
	}
}

// ParseTCPAddr parses and validates that the specified address is a valid TCP
// address.
func ParseTCPAddr(tryAddr, defaultAddr string) (string, error) {
	if _, err := parseTCPAddr(defaultAddr, true); err != nil {
		return "", fmt.Errorf("invalid default address (%s): %w", defaultAddr, err)
	}
	addr, err := parseTCPAddr(tryAddr, false)
	if err != nil {
		return "", fmt.Errorf("invalid bind address (%s): %w", tryAddr, err)
	}
	return addr.String(), nil
}

func parseTCPAddr(address string, strict bool) (*url.URL, error) {
	if !strict && !strings.Contains(address, "://") {
		// Source: github.com/docker/docker/opts/hosts.go:155 (syntax: the tcp scheme is prefixed only when the address has no scheme yet, then parsed; uniform sample of 40 of 194 look-alikes)
		address = "tcp://" + address // lookalike
	}
	parsedURL, err := url.Parse(address)
	if err != nil {
		return nil, err
	}
	if parsedURL.Scheme != "tcp" {
		return nil, fmt.Errorf("unsupported proto '%s'", parsedURL.Scheme)
	}
	if parsedURL.Path != "" {
		return nil, errors.New("should not contain a path element")
	}
	return parsedURL, nil
}
