// Package tarantool is a minimal stub of github.com/tarantool/go-tarantool/v2.
package tarantool

// NetDialer dials a Tarantool instance at Address (host:port or a unix socket).
type NetDialer struct {
	Address  string
	User     string
	Password string
}
