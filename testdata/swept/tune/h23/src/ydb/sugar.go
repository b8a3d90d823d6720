package ydb

import "net/url"

const insecureScheme = "grpc"

type dsnOption func(dsn *url.URL)

// DSN makes connection string (data source name) by endpoint, database and secure
func DSN(endpoint, database string, opts ...dsnOption) (s string) {
	qp := url.Values{}

	dsn := url.URL{
		Scheme:   insecureScheme,
		Host:     endpoint,
		Path:     database,
		RawQuery: qp.Encode(),
	}

	for _, opt := range opts {
		opt(&dsn)
	}

	return dsn.String()
}

// WithSecure chooses grpcs.
func WithSecure(secure bool) dsnOption {
	return func(dsn *url.URL) {
		if secure {
			dsn.Scheme = "grpcs"
		} else {
			dsn.Scheme = insecureScheme
		}
	}
}

// WithUserPassword sets the user and password.
func WithUserPassword(user string, password string) dsnOption {
	return func(dsn *url.URL) {
		dsn.User = url.UserPassword(user, password)
	}
}
