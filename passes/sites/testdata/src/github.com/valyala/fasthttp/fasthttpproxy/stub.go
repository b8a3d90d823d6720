// Package fasthttpproxy is a stub of github.com/valyala/fasthttp/fasthttpproxy, with the real signatures of the
// functions and fields that urilint's sink table names.
package fasthttpproxy

import (
	"net"
)

type DialFunc func(addr string) (net.Conn, error)

func FasthttpHTTPDialer(proxy string) DialFunc      { return nil }
func FasthttpSocksDialer(proxyAddr string) DialFunc { return nil }
