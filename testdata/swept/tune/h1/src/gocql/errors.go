package gocql

import (
	"errors"
	"net"
	"strconv"
)

// Source: github.com/gocql/gocql/session.go:2286 (sentinel error whose text points to the project page)
var ErrUseStmt = errors.New("use statements aren't supported. Please see https://github.com/example-org/cql-driver for explanation.") // lookalike

// Source: github.com/gocql/gocql/conn.go:79 (host and port of a node joined for the dialer)
func nodeAddr(host string, port int) string {
	return net.JoinHostPort(host, strconv.Itoa(port)) // lookalike
}
