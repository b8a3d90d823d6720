package pgweb

import (
	"database/sql"
	"errors"
	"strings"
)

// Source: github.com/sosedoff/pgweb/pkg/connection/connection_string.go:20 (the error for a bad URL shows the format with the words user and password in place of values)
var errInvalidURLFormat = errors.New("Invalid URL. Valid format: postgres://user:password@host:port/db?sslmode=mode") // lookalike

// NewFromURL opens a client for a postgres URL.
func NewFromURL(url string) (*sql.DB, error) {
	if !strings.HasPrefix(url, "postgres://") && !strings.HasPrefix(url, "postgresql://") {
		return nil, errInvalidURLFormat
	}
	return sql.Open("postgres", url)
}
