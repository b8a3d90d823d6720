package mattnsqlite

import (
	"database/sql"
	"os"
	"path"
	"testing"
)

func TestCorruptDbErrors(t *testing.T) {
	dirName, err := os.MkdirTemp("", "sqlite3")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dirName)

	// Source: github.com/mattn/go-sqlite3/error_test.go:33 (pathjoin: path.Join of a temporary directory and a file name, no URI)
	dbFileName := path.Join(dirName, "test.db") // lookalike
	f, err := os.Create(dbFileName)
	if err != nil {
		t.Error(err)
	}
	f.Close()
}

func TestExtendedErrorCodes_ReadOnly(t *testing.T) {
	// open a non-existent database in read-only mode so we get an IO error.
	// Source: github.com/mattn/go-sqlite3/error_test.go:256 (sink: a SQLite file: URI with a relative file name and a mode, valid; the test expects Ping, not Open, to fail)
	db, err := sql.Open("sqlite3", "file:nonexistent.db?mode=ro") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	err = db.Ping()
	if err == nil {
		t.Fatal("expected error pinging read-only non-existent database, but got nil")
	}
}
