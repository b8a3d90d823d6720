// Package rueidis stands in for github.com/redis/rueidis: only what the cases
// call.
package rueidis

import (
	"crypto/tls"
	"net"
)

// ClientOption configures a client.
type ClientOption struct {
	InitAddress []string
	Username    string
	Password    string
	SelectDB    int
	AlwaysRESP2 bool
	TLSConfig   *tls.Config
	DialFn      func(string, *net.Dialer, *tls.Config) (net.Conn, error)
}
