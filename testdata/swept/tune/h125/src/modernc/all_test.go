package modernc

import (
	"database/sql"
	"fmt"
	"net/url"
	"path/filepath"
	"testing"
)

// Source: modernc.org/sqlite/all_test.go:1018 (percent: the DSN of a database the test works with writes "=" as lowercase "%3d" in its query, a working value held to the form rules)
func TestBusyTimeout50000(t *testing.T) {
	tempDir := t.TempDir()
	db, err := sql.Open("sqlite", filepath.Join(tempDir, "foo.db")+"?_pragma=busy_timeout%3d50000") // defect percent form
	if err != nil {
		t.Fatalf("foo.db open fail: %v", err)
	}
	defer db.Close()
}

// Source: modernc.org/sqlite/all_test.go:2800 (percent: the working DSN writes "=" as lowercase "%3d" in its query, not in normal form)
func TestIssue65b(t *testing.T) {
	tempDir := t.TempDir()
	db, err := sql.Open("sqlite", filepath.Join(tempDir, "testissue65b.sqlite")+"?_pragma=busy_timeout%3d80000") // defect percent form
	if err != nil {
		t.Fatalf("Failed to open database: %v", err)
	}
	defer db.Close()
}

// Source: modernc.org/sqlite/all_test.go:1496 (colonpath: the first colon ends the scheme file and the in-memory name with its colons is the path of an absolute URI, so no relative path starts with a colon segment)
func TestTimeIntegerFormat(t *testing.T) {
	for _, f := range []string{"", "unix", "unix_milli"} {
		q := make(url.Values)
		if f != "" {
			q.Set("_time_integer_format", f)
		}
		dsn := "file::memory:?" + q.Encode() // lookalike
		db, err := sql.Open("sqlite", dsn)
		if err != nil {
			t.Fatal(err)
		}
		db.Close()
	}
}

func newVFS() (string, error) { return "vfs1", nil }

// Source: modernc.org/sqlite/all_test.go:3213 (escaper: the vfs name appended raw is an identifier returned by vfs.New, and raw IDs are look-alikes)
func TestEmbedVFS(t *testing.T) {
	fn, err := newVFS()
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", "file:embed.db?vfs="+fn) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}

// Source: modernc.org/sqlite/all_test.go:4064 (syntax: the proxy URL is a quoted value inside an SQL statement, not a URI literal on its own)
func issue171Inserts(t *testing.T, db *sql.DB) {
	for i := 0; i < 10; i++ {
		if _, err := db.Exec(fmt.Sprintf(`INSERT INTO "main"."proxy_urls" ("url", "retry") VALUES ('socks5://127.0.0.%d:7777', 1);`, i)); err != nil { // lookalike
			t.Error(err)
		}
	}
}
