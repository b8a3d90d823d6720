// Package req holds cases rewritten from github.com/imroc/req/v3.
package req

import (
	"errors"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/imroc/req/v3/transport.go:976 (error values in net/http's style, "http: ...")
var errNoHost = errors.New("http: no Host in request URL") // lookalike

// Source: github.com/imroc/req/v3/internal/header/header.go:6 (default User-Agent naming the project's URL)
const defaultUserAgent = "fetchkit/v2 (https://git.example.com/fetchkit)" // lookalike

// Source: github.com/imroc/req/v3/internal/netutil/addr.go:20 (joins host and port with ':' only when the host already has brackets)
func authorityAddr(scheme, authority string) string {
	host, port, err := net.SplitHostPort(authority)
	if err != nil {
		host = authority
		port = "443"
		if scheme == "http" {
			port = "80"
		}
	}
	if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		return host + ":" + port // lookalike
	}
	return net.JoinHostPort(host, port)
}

// Source: github.com/imroc/req/v3/transport.go:2189 (CONNECT request to a proxy: the URL is the target host:port)
func connectRequest(targetAddr string, h http.Header) *http.Request {
	return &http.Request{
		Method: "CONNECT",
		URL:    &url.URL{Opaque: targetAddr}, // lookalike
		Host:   targetAddr,
		Header: h,
	}
}

func check(u *url.URL) error {
	if u.Host == "" {
		return errNoHost
	}
	return nil
}
