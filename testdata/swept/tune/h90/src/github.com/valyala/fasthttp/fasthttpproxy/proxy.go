// Package fasthttpproxy is a minimal stub of github.com/valyala/fasthttp/fasthttpproxy.
package fasthttpproxy

import "github.com/valyala/fasthttp"

// FasthttpSocksDialer returns a dialer through the SOCKS5 proxy at proxyAddr.
func FasthttpSocksDialer(proxyAddr string) fasthttp.DialFunc { panic("stub") }
