// Package fasthttpproxy is a stub of github.com/valyala/fasthttp/fasthttpproxy.
package fasthttpproxy

import "github.com/valyala/fasthttp"

// FasthttpHTTPDialer returns a fasthttp.DialFunc that dials using the
// provided HTTP proxy, given as [user:pass@]host:port.
func FasthttpHTTPDialer(proxy string) fasthttp.DialFunc { return nil }

// FasthttpSocksDialer returns a fasthttp.DialFunc that dials using the
// provided SOCKS5 proxy, given as a socks5:// URL.
func FasthttpSocksDialer(proxyAddr string) fasthttp.DialFunc { return nil }
