package modernc

import (
	"database/sql"
	"path/filepath"
	"testing"
)

// Source: modernc.org/sqlite/pcache/e2e_test.go:229 (escaper: a temporary file path is put raw after the file scheme, and a path from t.TempDir is not surely in need of escaping)
func TestSharedCacheWAL(t *testing.T) {
	dbPath := filepath.Join(t.TempDir(), "shared.db")
	dsn := "file:" + dbPath + "?cache=shared&_pragma=journal_mode(WAL)&_pragma=busy_timeout(5000)" // lookalike
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}
