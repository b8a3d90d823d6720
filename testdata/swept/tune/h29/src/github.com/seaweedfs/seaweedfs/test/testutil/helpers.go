// Package testutil stands in for
// github.com/seaweedfs/seaweedfs/test/testutil: only what the cases use.
package testutil

import (
	"net"
	"net/http"
	"time"
)

// FindBindIP gives the first IPv4 address of the machine that is neither
// loopback nor link-local, or 127.0.0.1.
func FindBindIP() string {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return "127.0.0.1"
	}
	for _, addr := range addrs {
		ipNet, ok := addr.(*net.IPNet)
		if !ok || ipNet.IP == nil {
			continue
		}
		ip := ipNet.IP.To4()
		if ip == nil || ip.IsLoopback() || ip.IsLinkLocalUnicast() {
			continue
		}
		return ip.String()
	}
	return "127.0.0.1"
}

// WaitForService polls url until it answers or the timeout passes.
func WaitForService(url string, timeout time.Duration) bool {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		resp, err := http.Get(url)
		if err == nil {
			resp.Body.Close()
			return true
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}
