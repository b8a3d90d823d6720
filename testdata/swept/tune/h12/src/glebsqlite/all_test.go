package glebsqlite

import (
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"testing"
)

func tempDB(t testing.TB) (string, *sql.DB) {
	dir, err := os.MkdirTemp("", "sqlite-test-")
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/glebarez/go-sqlite/all_test.go:148 (pathjoin: filepath.Join of a temporary directory and a file name, no URI)
	db, err := sql.Open(driverName, filepath.Join(dir, "tmp.db")) // lookalike
	if err != nil {
		os.RemoveAll(dir)
		t.Fatal(err)
	}
	return dir, db
}

func TestIssue51(t *testing.T) {
	tempDir := t.TempDir()
	// 40000 PASS
	// 25000 PASS
	// Source: github.com/glebarez/go-sqlite/all_test.go:1209 (percent: "%3d" in the query of the DSN the test opens and uses, lowercase hex; normal form is "%3D", rule 1)
	db, err := sql.Open("sqlite", filepath.Join(tempDir, "foo.db")+"?_pragma=busy_timeout%3d50000") // defect percent form
	if err != nil {
		t.Fatalf("foo.db open fail: %v", err)
	}
	defer db.Close()
}

func TestTimeFormat(t *testing.T) {
	cases := []struct {
		f string
		w string
	}{
		{f: "", w: "2021-01-02 16:39:17.123456789+00:00"},
		{f: "sqlite", w: "2021-01-02 16:39:17.123456789+00:00"},
	}
	for _, c := range cases {
		t.Run("", func(t *testing.T) {
			dsn := "file::memory:"
			if c.f != "" {
				q := make(url.Values)
				q.Set("_time_format", c.f)
				// Source: github.com/glebarez/go-sqlite/all_test.go:1641 (escaper: the query is written by url.Values.Encode)
				dsn += "?" + q.Encode() // lookalike
			}
			db, err := sql.Open(driverName, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
		})
	}
}

func TestTimeFormatBad(t *testing.T) {
	// Source: github.com/glebarez/go-sqlite/all_test.go:1670 (colonpath: SQLite's in-memory file: name with a bad time format the test expects to fail, rule 2a)
	db, err := sql.Open(driverName, "file::memory:?_time_format=bogus") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	// Error doesn't appear until a connection is opened.
	_, err = db.Exec("select 1")
	if err == nil {
		t.Fatal("wanted error")
	}
}

type pragmaCfg struct {
	name     string
	value    string
	expected interface{}
}

func testPragmas(name, diskFile string, pragmas []pragmaCfg) error {
	if diskFile != "" {
		os.Remove(diskFile)
	}
	q := url.Values{}
	for _, pragma := range pragmas {
		// Source: github.com/glebarez/go-sqlite/all_test.go:2126 (escaper: name=value put in url.Values, which Encode escapes)
		q.Add("_pragma", pragma.name+"="+pragma.value) // lookalike
	}
	dsn := name + "?" + q.Encode()
	db, err := sql.Open(driverName, dsn)
	if err != nil {
		return err
	}
	return db.Close()
}

func testMemoryPath(mPath string) error {
	db, err := sql.Open(driverName, mPath)
	if err != nil {
		return err
	}
	return db.Close()
}

func TestInMemory(t *testing.T) {
	if err := testMemoryPath("file::memory:"); err != nil {
		t.Fatal(err)
	}
	// This parameter should be ignored
	q := url.Values{}
	q.Add("mode", "readonly")
	// Source: github.com/glebarez/go-sqlite/all_test.go:2207 (colonpath: SQLite's in-memory name with an encoded query, no relative reference)
	if err := testMemoryPath(":memory:?" + q.Encode()); err != nil { // lookalike
		t.Fatal(err)
	}
}

func TestIssue65(t *testing.T) {
	tempDir := t.TempDir()
	var db *sql.DB
	var err error
	// 40000 FAIL
	// 80000 PASS, PASS
	// Source: github.com/glebarez/go-sqlite/all_test.go:2387 (percent: "%3d" in the query of the DSN the test opens and uses, lowercase hex; normal form is "%3D", rule 1)
	if db, err = sql.Open("sqlite", filepath.Join(tempDir, "testissue65b.sqlite")+"?_pragma=busy_timeout%3d80000"); err != nil { // defect percent form
		t.Fatalf("Failed to open database: %v", err)
	}
	defer db.Close()
}

func TestBeginMode(t *testing.T) {
	tempDir := t.TempDir()
	for _, mode := range []string{"deferred", "immediate", "exclusive"} {
		for _, jm := range []string{"delete", "wal"} {
			t.Run(jm+"/"+mode, func(t *testing.T) {
				// Source: github.com/glebarez/go-sqlite/all_test.go:2579 (syntax: parentheses in a query value, which RFC 3986 allows as sub-delims)
				qs := fmt.Sprintf("?_txlock=%s&_pragma=journal_mode(%s)", mode, jm) // lookalike
				db, err := sql.Open("sqlite", filepath.Join(tempDir, fmt.Sprintf("testbeginmode-%s.sqlite", mode))+qs)
				if err != nil {
					t.Fatalf("Failed to open database: %v", err)
				}
				defer db.Close()
			})
		}
	}
}

func TestVFS(t *testing.T) {
	fn := "embedvfs1"
	// Source: github.com/glebarez/go-sqlite/all_test.go:2727 (escaper: a VFS name the test registers, raw in the query of a SQLite file: URI, which holds nothing to escape)
	db, err := sql.Open("sqlite", "file:embed.db?vfs="+fn) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}
