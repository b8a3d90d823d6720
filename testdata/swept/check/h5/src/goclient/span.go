package goclient

import "net/url"

// Source: github.com/mutablelogic/go-client/pkg/otel/span.go:118 (redactor replaces the password with "***")
func redact(u *url.URL) string {
	safe := *u
	if _, ok := u.User.Password(); ok {
		safe.User = url.UserPassword(u.User.Username(), "***") // lookalike
	}
	return safe.String()
}
