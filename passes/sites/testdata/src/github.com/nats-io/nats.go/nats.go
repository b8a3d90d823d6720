// Package nats is a stub of github.com/nats-io/nats.go.
package nats

type Conn struct{}

type Option func() error

func Connect(url string, options ...Option) (*Conn, error) { return nil, nil }

type Options struct {
	Url     string
	Servers []string
}
