package otlpgrpc

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"
)

// ParseCanonicalTarget returns the host and port of a gRPC target.
func ParseCanonicalTarget(target string) (string, int, error) {
	scheme, endpoint, found := strings.Cut(target, "://")
	if !found {
		return "", -1, fmt.Errorf("invalid target %q: missing scheme", target)
	}
	if scheme == "unix" || scheme == "unix-abstract" {
		if len(endpoint) >= 1 && endpoint[0] == '/' {
			return endpoint, -1, nil
		}
		return "", -1, errors.New("invalid unix target format")
	}
	if i := strings.Index(endpoint, "/"); i != -1 {
		endpoint = endpoint[i+1:]
	}
	return parseEndpoint(endpoint)
}

func parseEndpoint(endpoint string) (string, int, error) {
	ip := endpoint
	if len(ip) >= 2 && ip[0] == '[' && ip[len(ip)-1] == ']' {
		ip = ip[1 : len(ip)-1]
	}
	if addr, err := netip.ParseAddr(ip); err == nil {
		return addr.String(), -1, nil
	}
	if !strings.Contains(endpoint, ":") {
		return endpoint, -1, nil
	}
	host, portStr, err := net.SplitHostPort(endpoint)
	if err != nil {
		return "", -1, err
	}
	port, err := strconv.ParseUint(portStr, 10, 16)
	if err != nil {
		return "", -1, err
	}
	return host, int(port), nil
}

// BaseAttrs returns the server address and port attributes of target.
func BaseAttrs(target string) []string {
	host, port, err := ParseCanonicalTarget(target)
	if err != nil || (host == "" && port < 0) {
		return nil
	}
	var attrs []string
	if host != "" {
		attrs = append(attrs, "server.address="+host)
	}
	if port >= 0 {
		attrs = append(attrs, "server.port="+strconv.Itoa(port))
	}
	return attrs
}
