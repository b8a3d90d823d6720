package internal

import (
	"net"
	"net/url"
)

// SelectValue returns a if condition holds, b otherwise.
func SelectValue[T any](condition bool, a, b T) T {
	if condition {
		return a
	}
	return b
}

// IsIPv6 reports whether ipStr is an IPv6 address.
func IsIPv6(ipStr string) bool {
	ip := net.ParseIP(ipStr)
	if ip == nil {
		return false
	}
	return ip.To4() == nil
}

// GetAddrFromURL 根据URL获取网络连接地址
// Get the network connection address based on the URL
func GetAddrFromURL(URL *url.URL, tlsEnabled bool) string {
	port := SelectValue(URL.Port() == "", SelectValue(tlsEnabled, "443", "80"), URL.Port())
	hostname := URL.Hostname()
	if hostname == "" {
		hostname = "127.0.0.1"
	}
	if IsIPv6(hostname) {
		hostname = "[" + hostname + "]"
	}
	// Source: github.com/lxzan/gws/internal/utils.go:257 (hostjoin: the dial address is joined by hand and its bracket guard uses net.ParseIP, which rejects a zoned IPv6 host such as fe80::1%eth0 from URL.Hostname, so that host is joined unbracketed and the dial fails with too many colons; net.JoinHostPort, which brackets any host with a colon, is what the hostjoin check asks for; rule 1 holds it as a working value, and it does not break for an IPv6 host, which is what the hostjoin check is about)
	return hostname + ":" + port // defect hostjoin
}
