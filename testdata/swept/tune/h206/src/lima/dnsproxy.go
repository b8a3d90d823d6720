package lima

import (
	"fmt"
	"net"
	"strings"
)

// proxyURL builds a proxy URL from the macOS system proxy settings, whose
// server field may hold a bare host or a whole URL.
func proxyURL(proxy string, port any) string {
	if strings.Contains(proxy, "://") {
		if portNumber, ok := port.(float64); ok && portNumber != 0 {
			// Source: github.com/lima-vm/lima/v2/pkg/osutil/dns_darwin.go:34 (hostjoin: the port is joined by hand to the end of the whole proxy URL instead of to its host, so a URL with a path, a trailing slash or a port of its own gets a broken authority; the host must be split out and joined with net.JoinHostPort, a defect by the hostjoin row)
			proxy = fmt.Sprintf("%s:%.0f", proxy, portNumber) // defect hostjoin
		} else if portString, ok := port.(string); ok && portString != "" {
			// Source: github.com/lima-vm/lima/v2/pkg/osutil/dns_darwin.go:36 (hostjoin: the same hand join of a port string to the end of the whole proxy URL, a defect by the hostjoin row)
			proxy = fmt.Sprintf("%s:%s", proxy, portString) // defect hostjoin
		}
	} else {
		if portNumber, ok := port.(float64); ok && portNumber != 0 {
			proxy = net.JoinHostPort(proxy, fmt.Sprintf("%.0f", portNumber))
		} else if portString, ok := port.(string); ok && portString != "" {
			// Source: github.com/lima-vm/lima/v2/pkg/osutil/dns_darwin.go:42 (hostjoin: net.JoinHostPort, the right joiner; uniform sample 8 of 12 JoinHostPort calls, right by the hostjoin row)
			proxy = net.JoinHostPort(proxy, portString) // lookalike
		}
		// Source: github.com/lima-vm/lima/v2/pkg/osutil/dns_darwin.go:44 (plainhttp: the http scheme of an HTTP proxy address taken from the user's system settings, no public host named in the code, no public host named, so outside the plainhttp row)
		proxy = "http://" + proxy // lookalike
	}
	return proxy
}
