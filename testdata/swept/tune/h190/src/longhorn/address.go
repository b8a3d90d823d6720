package longhorn

import (
	"net"
	"strconv"
	"strings"
)

// BuildTargetAddress returns a host:port target string or an empty string when
// the target endpoint is incomplete.
func BuildTargetAddress(host string, port int) string {
	if host == "" || port <= 0 {
		return ""
	}
	// Source: github.com/longhorn/longhorn-manager/util/address.go:16 (hostjoin: host and port joined with net.JoinHostPort, which brackets IPv6 hosts; uniform sample 9 of 12 identical JoinHostPort calls)
	return net.JoinHostPort(host, strconv.Itoa(port)) // lookalike
}

// BuildHTTPURL returns an HTTP URL with a host:port authority that is valid for
// both IPv4 and IPv6 literal addresses.
func BuildHTTPURL(host string, port int, path string) string {
	targetAddress := BuildTargetAddress(host, port)
	if targetAddress == "" {
		return ""
	}
	// Source: github.com/longhorn/longhorn-manager/util/address.go:27 (hostjoin: the authority comes from net.JoinHostPort in BuildTargetAddress; paths are the constants status and bundle)
	return "http://" + targetAddress + "/" + strings.TrimPrefix(path, "/") // lookalike
}
