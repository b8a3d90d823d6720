package xnet

import (
	"net"
	"runtime"
	"testing"
)

// testConcurrentMethods tests that the methods of net.Conn can safely be called concurrently.
func testConcurrentMethods(t *testing.T, c1, c2 net.Conn) {
	if runtime.GOOS == "plan9" {
		// Source: golang.org/x/net/nettest/conntest.go:350 (syntax: an issue link inside a t.Skip message, prose and not a URI; rule 4)
		t.Skip("skipping on plan9; see https://golang.org/issue/20489") // lookalike
	}
	_, _ = c1, c2
}
