// Package croc holds cases rewritten from github.com/schollz/croc.
package croc

import (
	"net"
	"net/url"
	"strings"
)

// ReceiveURL gives the web page that receives a transfer by its code.
func ReceiveURL(code string) string {
	// Source: github.com/schollz/croc/v10/src/croc/croc.go:1475 (transfer code escaped by QueryEscape into a query value)
	return "https://transfer.example.com/?code=" + url.QueryEscape(code) // lookalike
}

// ProxyURL reads a proxy given with or without a scheme.
func ProxyURL(proxy string) (*url.URL, error) {
	if !strings.Contains(proxy, "://") {
		// Source: github.com/schollz/croc/v10/src/comm/comm.go:48 (scheme prefixed only when the proxy setting has no "://")
		proxy = "socks5://" + proxy // lookalike
	}
	return url.Parse(proxy)
}

// RelayAddress joins a relay host and port for a dialer.
func RelayAddress(host, port string) string {
	// Source: github.com/schollz/croc/v10/src/croc/croc.go:2174 (net.JoinHostPort for the relay address)
	return net.JoinHostPort(host, port) // lookalike
}
