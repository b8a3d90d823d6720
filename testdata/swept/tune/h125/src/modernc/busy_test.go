package modernc

import (
	"database/sql"
	"path/filepath"
	"testing"
)

// Source: modernc.org/sqlite/busy_test.go:25 (pathjoin: filepath.Join builds the database file path from a directory and a name, it is not applied to a URI)
func busyTestConn(t *testing.T, dir, name, busyTimeout string) *sql.DB {
	t.Helper()
	dsn := "file:" + filepath.Join(dir, name) + "?_pragma=busy_timeout(" + busyTimeout + ")" // lookalike
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		t.Fatal(err)
	}
	return db
}
