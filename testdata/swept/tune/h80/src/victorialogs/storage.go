package victorialogs

import (
	"fmt"
	"net/url"
)

const protocolVersion = "v1"

type insertNode struct {
	// scheme is http or https.
	scheme string
	// addr is the TCP address (host:port) of the storage node from -storageNode.
	addr string
}

func (sn *insertNode) getRequestURL(path string) string {
	// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlstorage/netinsert/netinsert.go:307 (escaper: url.QueryEscape is the right escaper for the query value, and addr is already host:port)
	return fmt.Sprintf("%s://%s%s?version=%s", sn.scheme, sn.addr, path, url.QueryEscape(protocolVersion)) // lookalike
}

type selectNode struct {
	scheme string
	// addr is the TCP address (host:port) of the storage node from -storageNode.
	addr string
}

func (sn *selectNode) getRequestURL(path string) string {
	// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlstorage/netselect/netselect.go:391 (hostjoin: addr is a -storageNode TCP address that already carries its port, no host:port join here)
	return fmt.Sprintf("%s://%s%s", sn.scheme, sn.addr, path) // lookalike
}
