package sqlite

import (
	"net/url"
	"os"
	"path/filepath"
	"testing"
)

func TestInjectDSNParams(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		exact string
	}{
		{
			name: ":memory: gets all defaults",
			// Source: github.com/libtnb/sqlite/sqlite_test.go:159 (colonpath: the SQLite special name is the input of the DSN normaliser under test, which splits at '?' and never resolves it as a URI reference.)
			in: ":memory:", // lookalike
			// Source: github.com/libtnb/sqlite/sqlite_test.go:160 (colonpath: the expected output of the DSN normaliser under test for the SQLite special name, not a URI reference.)
			exact: ":memory:?_texttotime=1&_inttotime=1&_time_format=sqlite&_busy_timeout=5000", // lookalike
		},
		{
			name: "file: URI gets all defaults",
			// Source: github.com/libtnb/sqlite/sqlite_test.go:165 (colonpath: the URI has the file scheme, and a ':' in the first segment of its rootless path is allowed.)
			in: "file::memory:", // lookalike
			// Source: github.com/libtnb/sqlite/sqlite_test.go:166 (colonpath: the expected output keeps the file scheme, so the ':' in the path is allowed.)
			exact: "file::memory:?_texttotime=1&_inttotime=1&_time_format=sqlite&_busy_timeout=5000", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := injectDSNParams(tt.in); got != tt.exact {
				t.Errorf("injectDSNParams(%q) = %q; want %q", tt.in, got, tt.exact)
			}
		})
	}
}

func TestDefaultBusyTimeout(t *testing.T) {
	tests := []struct {
		name string
		dsn  string
	}{
		// Source: github.com/libtnb/sqlite/sqlite_test.go:405 (percent: %3D is an uppercase escape of the reserved '=' that keeps it inside the _pragma value, in a row that varies one DSN on purpose.)
		{"user override via equals syntax", "file::memory:?_pragma=busy_timeout%3D7500"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db, err := Open(tt.dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
		})
	}
}

func TestProcessWideDefaults(t *testing.T) {
	dir := t.TempDir()
	attached := filepath.Join(dir, "x.db")
	v := url.Values{"_pragma": {"user_version=7", "foreign_keys(1); ATTACH '" + attached + "' AS x"}}
	// Source: github.com/libtnb/sqlite/sqlite_test.go:443 (escaper: the query is encoded by url.Values.Encode, and the test expects the open to be refused.)
	db, err := Open(filepath.Join(dir, "a.db") + "?" + v.Encode()) // lookalike
	if err == nil {
		db.Close()
		t.Error("the multi-statement _pragma was accepted")
	}
	if _, err := os.Stat(attached); err == nil {
		t.Error("the attached database was created")
	}
}
