// Package nats is a stub of github.com/nats-io/nats.go.
package nats

// Conn is a connection to a NATS server.
type Conn struct{}

// Option configures a connection.
type Option func(*Conn) error

func (nc *Conn) Close() {}

func Connect(url string, options ...Option) (*Conn, error) { return &Conn{}, nil }
