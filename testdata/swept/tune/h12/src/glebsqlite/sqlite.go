// Package glebsqlite holds cases swept from github.com/glebarez/go-sqlite.
package glebsqlite

import "strings"

const driverName = "sqlite"

func splitDSN(dsn string) (string, string) {
	var query string
	if pos := strings.IndexRune(dsn, '?'); pos >= 1 {
		query = dsn[pos+1:]
		// Source: github.com/glebarez/go-sqlite/sqlite.go:807 (sink: a scheme prefix given to strings.HasPrefix, no URI)
		if !strings.HasPrefix(dsn, "file:") { // lookalike
			dsn = dsn[:pos]
		}
	}
	return dsn, query
}
