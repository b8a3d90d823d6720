// Package goqite holds cases rewritten from github.com/maragudk/goqite.
package goqite

import "database/sql"

// NewDB opens a SQLite database for tests; path is a file name or the special in-memory name.
func NewDB(path string) (*sql.DB, error) {
	// Source: github.com/maragudk/goqite/internal/testing/testing.go:37 (colonpath: a go-sqlite3 DSN made of a file name or the special in-memory name plus driver options, not a URI reference, and it works as written)
	return sql.Open("sqlite3", path+"?_journal=WAL&_timeout=5000&_fk=true") // lookalike
}
