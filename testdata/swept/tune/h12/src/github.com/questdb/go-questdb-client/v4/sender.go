// Package questdb is a minimal stub of github.com/questdb/go-questdb-client/v4.
package questdb

import "context"

// LineSender sends rows.
type LineSender interface {
	Close(ctx context.Context) error
}

// LineSenderOption configures a sender.
type LineSenderOption func()

// NewLineSender creates a sender.
func NewLineSender(ctx context.Context, opts ...LineSenderOption) (LineSender, error) {
	return nil, nil
}

// LineSenderFromConf creates a sender from a configuration string.
func LineSenderFromConf(ctx context.Context, conf string) (LineSender, error) { return nil, nil }

// WithHttp selects the HTTP transport.
func WithHttp() LineSenderOption { return nil }

// WithAddress sets the host:port of the server.
func WithAddress(addr string) LineSenderOption { return nil }

// WithBasicAuth sets the user and password.
func WithBasicAuth(user, pass string) LineSenderOption { return nil }
