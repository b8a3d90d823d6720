package glebsqlite

import (
	"database/sql"
	"path"
	"testing"
)

// createDB creates a new instance of sql.DB with specified SQLite driver name.
func createDB(tb testing.TB, inMemory bool, driverName string) *sql.DB {
	var dsn string
	if inMemory {
		dsn = ":memory:"
	} else {
		// Source: github.com/glebarez/go-sqlite/benchmark/util.go:139 (pathjoin: path.Join of a temporary directory and a file name, no URI)
		dsn = path.Join(tb.TempDir(), "test.db") // lookalike
	}
	db, err := sql.Open(driverName, dsn)
	if err != nil {
		panic(err)
	}
	return db
}
