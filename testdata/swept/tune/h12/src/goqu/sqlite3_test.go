package goqu

import (
	"database/sql"
	"testing"
)

// Source: github.com/doug-martin/goqu/dialect/sqlite3/sqlite3_test.go:42 (colonpath: SQLite's in-memory database name, no URI)
var sqliteURI = ":memory:" // lookalike

func TestSqlite3Open(t *testing.T) {
	db, err := sql.Open("sqlite3", sqliteURI)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}
