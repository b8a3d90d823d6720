// Package migrate holds cases rewritten from github.com/golang-migrate/migrate.
package migrate

import (
	"errors"
	"net/url"
)

// Open checks a database URL before a driver would connect with it.
func Open(dsn string) (*url.URL, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return nil, err
	}
	if u.Host == "" {
		return nil, errors.New("no host")
	}
	return u, nil
}
