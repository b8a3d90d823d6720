// Package intests holds a server whose tests build its URL.
package intests

// Options are a server's options; a test sets its own host.
type Options struct {
	Host string
	Port int
}
