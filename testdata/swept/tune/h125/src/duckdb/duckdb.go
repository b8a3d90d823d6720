// Package duckdb holds cases rewritten from github.com/marcboeker/go-duckdb.
package duckdb

import (
	"net/url"
	"strings"
)

// Source: github.com/marcboeker/go-duckdb/duckdb.go:49 (colonpath: the in-memory name prefix of the DSN is cut off before url.Parse sees it, so no colon-first relative path is ever parsed)
func parseDSN(dsn string) (*url.URL, error) {
	if m := ":memory:"; dsn == m || strings.HasPrefix(dsn, m+"?") { // lookalike
		dsn = dsn[len(m):]
	}
	return url.Parse(dsn)
}
