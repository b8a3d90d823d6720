package modernc

import (
	"database/sql"
	"path/filepath"
	"testing"
)

// Source: modernc.org/sqlite/vfs/all_test.go:408 (pathjoin: filepath.Join builds the source database path that follows the file scheme, it is not applied to a URI)
func seedWALDB(t *testing.T, srcDir, name string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(srcDir, name)+"?_pragma=journal_mode(WAL)") // lookalike
	if err != nil {
		t.Fatalf("open database: %s", err)
	}
	defer db.Close()
}

// Source: modernc.org/sqlite/vfs/all_test.go:538 (escaper: a test file name and the vfs identifier are put raw into the DSN, and raw names and IDs are look-alikes)
func TestEmptyDBWithJournal(t *testing.T) {
	emptyname, vfsid := "empty.db", "vfs2"
	edb, err := sql.Open("sqlite", "file:"+emptyname+"?vfs="+vfsid) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer edb.Close()
}
