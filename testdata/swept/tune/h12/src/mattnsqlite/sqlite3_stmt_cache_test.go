package mattnsqlite

import "testing"

func TestStmtCacheLRUEviction(t *testing.T) {
	d := SQLiteDriver{}
	// Source: github.com/mattn/go-sqlite3/sqlite3_stmt_cache_test.go:23 (colonpath: SQLite's in-memory database name with a parameter, given to the package's own driver, no relative reference)
	conn, err := d.Open(":memory:?_stmt_cache_size=2") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}
