// Package fasthttp is a stub of github.com/valyala/fasthttp.
package fasthttp

import "net"

// DialFunc must establish connection to addr.
type DialFunc func(addr string) (net.Conn, error)
