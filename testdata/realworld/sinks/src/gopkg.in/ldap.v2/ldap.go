// Package ldap is a stub of gopkg.in/ldap.v2.
package ldap

type Conn struct{}

func (l *Conn) Close() {}

func (l *Conn) Bind(username, password string) error { return nil }

func Dial(network, addr string) (*Conn, error) { return nil, nil }
