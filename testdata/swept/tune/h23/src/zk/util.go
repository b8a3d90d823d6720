package zk

import (
	"strconv"
	"strings"
)

// DefaultPort is the default port listened by server.
const DefaultPort = 2181

// FormatServers takes a slice of addresses, and makes sure they are in a format
// that resembles <addr>:<port>. If the server has no port provided, the
// DefaultPort constant is added to the end.
func FormatServers(servers []string) []string {
	srvs := make([]string, len(servers))
	for i, addr := range servers {
		if strings.Contains(addr, ":") {
			srvs[i] = addr
		} else {
			// Source: github.com/go-zookeeper/zk/util.go:46 (hostjoin: a server address host:port for the dialer, no URI; a host with ':' is kept as given)
			srvs[i] = addr + ":" + strconv.Itoa(DefaultPort) // lookalike
		}
	}
	return srvs
}
