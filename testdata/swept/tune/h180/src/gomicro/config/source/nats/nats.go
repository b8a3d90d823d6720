// Package nats is a config source backed by a NATS key-value bucket.
package nats

import (
	"fmt"
	"net"
	"strings"
)

// Conn stands in for the NATS connection.
type Conn struct{ url string }

// Connect stands in for natsgo.Connect, which takes a comma-separated list
// of server URLs.
func Connect(url string) (*Conn, error) { return &Conn{url: url}, nil }

// NewSource connects to the NATS servers given as host[:port] strings.
func NewSource(urls []string) (*Conn, error) {
	endpoints := []string{}
	for _, u := range urls {
		addr, port, err := net.SplitHostPort(u)
		if ae, ok := err.(*net.AddrError); ok && ae.Err == "missing port in address" {
			port = "4222"
			addr = u
			// Source: go-micro.dev/v6/config/source/nats/nats.go:84 (hostjoin: this branch is reached only by a portless address, and an IPv6 one gets here only bracketed, so the raw address plus default port stays a valid host:port; fine under the hostjoin check of the table)
			endpoints = append(endpoints, fmt.Sprintf("%s:%s", addr, port)) // lookalike
		} else if err == nil {
			// Source: go-micro.dev/v6/config/source/nats/nats.go:86 (hostjoin: SplitHostPort stripped the IPv6 brackets and Sprintf rejoins host and port without them, so [::1]:4222 becomes ::1:4222; net.JoinHostPort is right; a defect under the hostjoin check of the table)
			endpoints = append(endpoints, fmt.Sprintf("%s:%s", addr, port)) // defect hostjoin
		}
	}
	if len(endpoints) == 0 {
		endpoints = append(endpoints, "127.0.0.1:4222")
	}
	return Connect(strings.Join(endpoints, ","))
}
