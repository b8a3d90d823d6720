// Package nats is a stub of github.com/nats-io/nats.go.
package nats

// Conn is a connection to a NATS server.
type Conn struct{}

// Option configures a connection.
type Option func(*Options) error

// Options holds connection options.
type Options struct{ Name string }

// Name sets the connection name.
func Name(name string) Option { return func(o *Options) error { o.Name = name; return nil } }

// Connect connects to the NATS servers in url.
func Connect(url string, options ...Option) (*Conn, error) { return &Conn{}, nil }

// Close closes the connection.
func (nc *Conn) Close() {}
