package modernc

import (
	"database/sql"
	"path/filepath"
	"testing"
)

// Source: modernc.org/sqlite/dsn_test.go:220 (escaper: the raw query is a fixture of a helper whose test expects the open to fail, rule 2a)
func TestValidationPrecedesApplication(t *testing.T) {
	verifyPersistentUnchanged := func(t *testing.T, query string) {
		t.Helper()
		dbPath := filepath.Join(t.TempDir(), "tmp.db")
		db, err := sql.Open("sqlite", dbPath+"?"+query) // lookalike
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var x int
		if err := db.QueryRow("SELECT 1").Scan(&x); err == nil {
			t.Fatalf("query %q: expected an error, got none", query)
		}
	}
	verifyPersistentUnchanged(t, "_journal_mode=wal&_synchronous=bogus")
}
