package modernc

import (
	"database/sql"
	"path/filepath"
	"testing"
)

// Source: modernc.org/sqlite/defensive_test.go:65 (pathjoin: the DSN is a file path made with filepath.Join plus a query, filepath.Join never sees a URI)
func TestDefensiveModeBlocksDangerousOperations(t *testing.T) {
	dbPath := filepath.Join(t.TempDir(), "defensive.db")
	db, err := sql.Open("sqlite", dbPath+"?_defensive=1") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}

// Source: modernc.org/sqlite/defensive_test.go:171 (pathjoin: a file path from filepath.Join with a query appended, no URI is joined as a path)
func TestDefensiveOffPoolIsANegativeControl(t *testing.T) {
	dbPath := filepath.Join(t.TempDir(), "pool-control.db")
	db, err := sql.Open("sqlite", dbPath+"?_defensive=0") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}

// Source: modernc.org/sqlite/defensive_test.go:325 (pathjoin: a row of a table of DSN shapes puts a filepath.Join result after the file scheme, the join is applied to the path only)
func TestDefensiveDSNForms(t *testing.T) {
	for _, tc := range []struct{ name, dsn string }{
		{"file_uri", "file:" + filepath.Join(t.TempDir(), "uri.db") + "?_defensive=1"}, // lookalike
	} {
		t.Run(tc.name, func(t *testing.T) {
			db, err := sql.Open("sqlite", tc.dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
		})
	}
}
