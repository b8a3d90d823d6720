package modernc

import (
	"database/sql"
	"net/url"
	"path/filepath"
	"testing"
)

// Source: modernc.org/sqlite/strictpragma_test.go:219 (pathjoin: filepath.Join makes the file path and the query comes from url.Values.Encode, in a subtest that expects the pragma to be rejected)
func TestStrictPragmasRejected(t *testing.T) {
	dir := t.TempDir()
	v := url.Values{"_pragma": {"user_version=7", "user_version=8; ATTACH 'x' AS y"}}
	db, err := sql.Open("sqlite", filepath.Join(dir, "a.db")+"?"+v.Encode()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Ping(); err == nil {
		t.Fatal("got nil, want a rejection")
	}
}
