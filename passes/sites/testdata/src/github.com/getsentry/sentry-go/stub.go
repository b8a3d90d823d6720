// Package sentry is a stub of github.com/getsentry/sentry-go, with the real signatures of the
// functions and fields that urilint's sink table names.
package sentry

type ClientOptions struct {
	Dsn   string
	Debug bool
}

type Dsn struct{}

func NewDsn(rawURL string) (*Dsn, error) { return nil, nil }
