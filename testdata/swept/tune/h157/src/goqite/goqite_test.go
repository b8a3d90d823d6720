package goqite

import (
	"database/sql"
	"testing"
)

func newDB(t testing.TB, path string) *sql.DB {
	t.Helper()
	// Source: github.com/maragudk/goqite/goqite_test.go:399 (colonpath: a go-sqlite3 DSN made of a file name or the special in-memory name plus driver options, not a URI reference, and it works as written)
	db, err := sql.Open("sqlite3", path+"?_journal=WAL&_timeout=5000&_fk=true") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	return db
}
