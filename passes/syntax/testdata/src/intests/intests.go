// Package intests holds a parser whose tests give it odd DSNs.
package intests

import "net/url"

// WithDSN parses a DSN and gives its user back.
func WithDSN(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return ""
	}
	return u.User.Username()
}
