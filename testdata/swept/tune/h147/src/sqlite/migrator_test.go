package sqlite

import (
	"database/sql"
	"path/filepath"
	"testing"
)

func openTestDB(t *testing.T, dsnParams string) *sql.DB {
	t.Helper()
	dsn := filepath.Join(t.TempDir(), "test.db")
	if dsnParams != "" {
		// Source: github.com/libtnb/sqlite/migrator_test.go:873 (escaper: the raw query is a pragma string the test itself writes, already in query form.)
		dsn += "?" + dsnParams // lookalike
	}
	db, err := Open(dsn)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	return db
}

func TestForeignKeys(t *testing.T) {
	db := openTestDB(t, "_pragma=foreign_keys(1)")
	defer db.Close()
}
