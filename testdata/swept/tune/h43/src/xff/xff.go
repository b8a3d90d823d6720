// Package xff holds cases rewritten from github.com/sebest/xff.
package xff

import (
	"net"
	"net/http"
	"strings"
)

// Parse returns the first address of an X-Forwarded-For value.
func Parse(ipList string) string {
	for _, ip := range strings.Split(ipList, ",") {
		ip = strings.TrimSpace(ip)
		if net.ParseIP(ip) != nil {
			return ip
		}
	}
	return ""
}

// GetRemoteAddrIfAllowed resolves the X-Forwarded-For header.
func GetRemoteAddrIfAllowed(r *http.Request, allowed func(sip string) bool) string {
	if xffh := r.Header.Get("X-Forwarded-For"); xffh != "" {
		if sip, sport, err := net.SplitHostPort(r.RemoteAddr); err == nil && sip != "" {
			if allowed(sip) {
				if xip := Parse(xffh); xip != "" {
					// Source: github.com/sebest/xff/xff.go:75 (hostjoin: the forwarded IP, possibly IPv6, is joined with net.JoinHostPort into a RemoteAddr, bracketed and no URI)
					return net.JoinHostPort(xip, sport) // lookalike
				}
			}
		}
	}
	return r.RemoteAddr
}
