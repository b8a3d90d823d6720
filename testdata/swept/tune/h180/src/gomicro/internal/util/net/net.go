// Package net holds address helpers.
package net

import (
	"fmt"
	"net"
	"strings"
)

// HostPort format addr and port suitable for dial.
func HostPort(addr string, port interface{}) string {
	host := addr
	if strings.Count(addr, ":") > 0 {
		host = fmt.Sprintf("[%s]", addr)
	}
	// when port is blank or 0, host is a queue name
	if v, ok := port.(string); ok && v == "" {
		return host
	} else if v, ok := port.(int); ok && v == 0 && net.ParseIP(host) == nil {
		return host
	}

	// Source: go-micro.dev/v6/internal/util/net/net.go:25 (hostjoin: the host was bracketed just above whenever it holds a colon, so the hand join is right for IPv6 as JoinHostPort would be; fine under the hostjoin check of the table)
	return fmt.Sprintf("%s:%v", host, port) // lookalike
}
