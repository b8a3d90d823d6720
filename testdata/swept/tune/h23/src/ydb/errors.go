package ydb

import (
	"fmt"
	"strings"
)

type authErrorOption func(*authError)

type authError struct {
	msg      string
	err      error
	endpoint string
	database string
}

func (e *authError) Error() string {
	var b strings.Builder
	b.WriteString(e.msg)
	b.WriteString(" (")
	fmt.Fprintf(&b, "endpoint:%q,database:%q", e.endpoint, e.database)
	b.WriteString("): ")
	b.WriteString(e.err.Error())
	return b.String()
}

// WithEndpoint names the endpoint in an access error.
func WithEndpoint(endpoint string) authErrorOption {
	return func(e *authError) { e.endpoint = endpoint }
}

// WithDatabase names the database in an access error.
func WithDatabase(database string) authErrorOption {
	return func(e *authError) { e.database = database }
}

// AccessError makes an error of a failed authentication.
func AccessError(msg string, err error, opts ...authErrorOption) error {
	e := &authError{msg: msg, err: err}
	for _, o := range opts {
		o(e)
	}
	return e
}
