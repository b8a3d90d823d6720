// Package nats is a minimal stub of github.com/nats-io/nats.go.
package nats

import "crypto/tls"

// Conn is a connection to a NATS server.
type Conn struct{}

// Options holds connection options.
type Options struct{}

// Option is a connection option.
type Option func(*Options) error

// Connect connects to the NATS server(s) in url, a comma separated list.
func Connect(url string, options ...Option) (*Conn, error) { panic("stub") }

// Secure enables TLS with the given config.
func Secure(tls ...*tls.Config) Option { panic("stub") }

// Close closes the connection.
func (nc *Conn) Close() { panic("stub") }
