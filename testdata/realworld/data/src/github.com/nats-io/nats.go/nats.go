// Package nats is a stub of github.com/nats-io/nats.go.
package nats

// Conn is a connection to a NATS server.
type Conn struct{}

// Option sets an option of Options.
type Option func(*Options) error

// Options are the options of a connection.
type Options struct {
	Url     string
	Servers []string
}

// GetDefaultOptions returns the default options.
func GetDefaultOptions() Options { return Options{} }

// Connect connects with the options.
func (o Options) Connect() (*Conn, error) { return nil, nil }

// Connect connects to the server at url, a comma-separated list of URLs.
func Connect(url string, options ...Option) (*Conn, error) { return nil, nil }
