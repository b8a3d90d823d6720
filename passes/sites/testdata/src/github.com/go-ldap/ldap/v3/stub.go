// Package ldap is a stub of github.com/go-ldap/ldap/v3, with the real signatures of the
// functions and fields that urilint's sink table names.
package ldap

import (
	"crypto/tls"
)

type Conn struct{}

type DialOpt func()

func DialURL(addr string, opts ...DialOpt) (*Conn, error)             { return nil, nil }
func Dial(network, addr string) (*Conn, error)                        { return nil, nil }
func DialTLS(network, addr string, config *tls.Config) (*Conn, error) { return nil, nil }
