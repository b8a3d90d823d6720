package pachyderm

import "net/url"

// URL is a parsed database URL; it never holds a password.
type URL struct {
	Protocol string
	Host     string
	User     string
	Database string
}

// Source: github.com/pachyderm/pachyderm/src/internal/pachsql/url.go:67 (String writes the user with an empty password, url.UserPassword(u.User, ""))
func (u *URL) String() string {
	return (&url.URL{
		Scheme: u.Protocol,
		Host:   u.Host,
		User:   url.UserPassword(u.User, ""), // lookalike
		Path:   u.Database,
	}).String()
}
