// Package xnet holds cases rewritten from golang.org/x/net.
package xnet
