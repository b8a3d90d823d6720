// Package testdirectory stands in for
// github.com/jimlambrt/gldap/testdirectory: only what the cases use.
package testdirectory

import (
	"strings"
	"testing"
)

// Option configures the directory.
type Option func(*options)

type options struct {
	withHost string
	withPort int
}

// WithHost sets the host the directory listens on.
func WithHost(t *testing.T, host string) Option {
	return func(o *options) { o.withHost = strings.TrimSpace(host) }
}

// Directory is an LDAP server for tests.
type Directory struct {
	host string
	port int
}

// Start runs a directory; it fails the test on error.
func Start(t *testing.T, opt ...Option) *Directory {
	opts := options{withHost: "localhost", withPort: 38389}
	for _, o := range opt {
		o(&opts)
	}
	if strings.Contains(opts.withHost, ":") && !strings.ContainsAny(opts.withHost, "[]") {
		opts.withHost = "[" + opts.withHost + "]"
	}
	return &Directory{host: opts.withHost, port: opts.withPort}
}

// Host is the host the directory listens on, bracketed when it is IPv6.
func (d *Directory) Host() string { return d.host }

// Port is the port the directory listens on.
func (d *Directory) Port() int { return d.port }

// Cert gives the directory's certificate in PEM.
func (d *Directory) Cert() string { return "" }
