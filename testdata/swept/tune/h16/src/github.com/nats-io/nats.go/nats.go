// Package nats is a stub of github.com/nats-io/nats.go.
package nats

// DefaultURL is the default NATS URL.
const DefaultURL = "nats://127.0.0.1:4222"

// Options are the options of a connection.
type Options struct{}

// Option sets an option.
type Option func(*Options) error

// Conn is a connection to a NATS server.
type Conn struct{}

// Connect connects to the servers of url, a comma separated list of URLs.
func Connect(url string, options ...Option) (*Conn, error) { return &Conn{}, nil }

// MaxReconnects sets the number of reconnect attempts.
func MaxReconnects(max int) Option { return nil }
