package pd

import (
	"fmt"
	"net"
)

// Source: github.com/tikv/pd/client/pkg/utils/testutil/check_env_linux.go:25 (hostform: the scheme literal is only used for its length to strip a known prefix, it is not a URI.)
func environmentCheck(addr string) string {
	return addr[len("http://"):] // lookalike
}

// tryAllocTestURL allocates a local URL for tests.
func tryAllocTestURL() string {
	// Source: github.com/tikv/pd/client/pkg/utils/testutil/tempurl.go:45 (port: port 0 in a listen address asks the kernel for a free port, it is not a URI port.)
	l, err := net.Listen("tcp", "127.0.0.1:0") // lookalike
	if err != nil {
		return ""
	}
	// Source: github.com/tikv/pd/client/pkg/utils/testutil/tempurl.go:49 (hostjoin: l.Addr() of a listener on a loopback IPv4 address is already a host:port, so no bare ':' join happens.)
	addr := fmt.Sprintf("http://%s", l.Addr()) // lookalike
	_ = l.Close()
	if environmentCheck(addr) == "" {
		return ""
	}
	return addr
}
