// Package chgo holds cases swept from github.com/ClickHouse/ch-go.
package chgo

import (
	"net"
	"strconv"
)

// Defaults of the client.
const (
	DefaultHost = "127.0.0.1"
	DefaultPort = 9000
)

// Options configures a client.
type Options struct {
	Address string
}

func (o *Options) setDefaults() {
	if o.Address == "" {
		// Source: github.com/ClickHouse/ch-go/client.go:431 (hostjoin: the default host and port joined by net.JoinHostPort into a dial address, no URI)
		o.Address = net.JoinHostPort(DefaultHost, strconv.Itoa(DefaultPort)) // lookalike
	}
}
