// Package oras holds cases rewritten from oras.land/oras-go/v2.
package oras

import "strings"

// ToHostname normalizes a server address to just its hostname.
func ToHostname(addr string) string {
	// Source: oras.land/oras-go/v2/registry/remote/credentials/internal/config/config.go:335 (hostform: the scheme-only strings are prefixes removed by strings.TrimPrefix, not URIs; stratified sample of 25 look-alikes out of 149 swept candidates)
	addr = strings.TrimPrefix(strings.TrimPrefix(addr, "http://"), "https://") // lookalike
	addr, _, _ = strings.Cut(addr, "/")
	return addr
}
