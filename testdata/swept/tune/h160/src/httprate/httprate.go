// Package httprate holds cases rewritten from github.com/go-chi/httprate.
package httprate

import "net"

// CanonicalizeIP returns the IPv4 form of a mapped address, else the input.
func CanonicalizeIP(ip string) string {
	p := net.ParseIP(ip)
	if p == nil {
		return ip
	}
	if v4 := p.To4(); v4 != nil {
		return v4.String()
	}
	return p.String()
}
