// Package credentials is a minimal stub of github.com/ydb-platform/ydb-go-sdk/v3/credentials.
package credentials

import "context"

// Credentials give a token.
type Credentials interface {
	Token(ctx context.Context) (string, error)
}

type static struct{ user, password, endpoint string }

func (s static) Token(ctx context.Context) (string, error) { return "", nil }

// NewStaticCredentials makes credentials of a user and a password.
func NewStaticCredentials(user, password, endpoint string) Credentials {
	return static{user, password, endpoint}
}

// IsAccessError reports whether err is an access error.
func IsAccessError(err error) bool { return err != nil }
