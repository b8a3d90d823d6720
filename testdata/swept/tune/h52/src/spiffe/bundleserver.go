package spiffe

import (
	"fmt"
	"net"
)

// BundleServer is a fake bundle endpoint for tests.
type BundleServer struct {
	addr net.Addr
}

// Addr returns the listener address.
func (s *BundleServer) Addr() string {
	return s.addr.String()
}

// Source: github.com/spiffe/go-spiffe/v2/internal/test/fakebundleendpoint/server.go:81 (hostjoin: Addr is a listener's address, already host:port with IPv6 bracketed.)
func (s *BundleServer) FetchBundleURL() string {
	return fmt.Sprintf("https://%s/test-bundle", s.Addr()) // lookalike
}

// Source: github.com/spiffe/go-spiffe/v2/internal/test/fakeworkloadapi/workload_api_posix.go:16 (hostjoin: the address string is already host:port (or a socket path), so nothing is joined with a bare colon.)
func getTargetName(addr net.Addr) string {
	return fmt.Sprintf("%s://%s", addr.Network(), addr.String()) // lookalike
}
