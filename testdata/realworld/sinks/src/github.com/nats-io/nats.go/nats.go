// Package nats is a stub of github.com/nats-io/nats.go.
package nats

type Conn struct{}

func (c *Conn) Close() {}

type Options struct{}

type Option func(*Options) error

func Name(name string) Option { return nil }

func UserInfo(user, password string) Option { return nil }

func Connect(url string, options ...Option) (*Conn, error) { return nil, nil }
