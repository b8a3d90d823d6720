// Package util is a stand-in for longhorn-instance-manager/pkg/util.
package util

import (
	"net"
	"strconv"
)

// GetURL returns host:port, bracketing an IPv6 host.
func GetURL(host string, port int) string {
	return net.JoinHostPort(host, strconv.Itoa(port))
}
