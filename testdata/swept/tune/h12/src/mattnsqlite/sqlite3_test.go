package mattnsqlite

import (
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"testing"
)

func doTestOpen(t *testing.T, option string) (string, error) {
	d := SQLiteDriver{}
	conn, err := d.Open(t.TempDir() + "/foo.db" + option)
	if err != nil {
		return "Failed to open database:", err
	}
	conn.Close()
	return "", nil
}

func TestOpen(t *testing.T) {
	cases := map[string]bool{
		"":                   true,
		"?_txlock=immediate": true,
		"?_txlock=deferred":  true,
		"?_txlock=exclusive": true,
		// Source: github.com/mattn/go-sqlite3/sqlite3_test.go:87 (syntax: a query with an unknown lock mode the table expects to fail, rule 2a)
		"?_txlock=bogus": false, // lookalike
	}
	for option, expectedPass := range cases {
		result, err := doTestOpen(t, option)
		if result == "" {
			if !expectedPass {
				t.Fatal(fmt.Sprintf("_txlock error not caught at dbOpen with option: %s", option))
			}
		} else if expectedPass {
			t.Fatal(result, err)
		}
	}
}

func TestOpenWithVFS(t *testing.T) {
	filename := t.Name() + ".sqlite"
	defer os.Remove(filename)

	// Source: github.com/mattn/go-sqlite3/sqlite3_test.go:114 (escaper: the test's own file name in the path of a SQLite file: URI, a scheme whose query is no form data)
	db, err := sql.Open("sqlite3", fmt.Sprintf("file:%s?vfs=hello", filename)) // lookalike
	if err != nil {
		t.Fatal("Failed to open", err)
	}
	err = db.Ping()
	if err == nil {
		t.Fatal("Failed to open", err)
	}
}

func TestTimezoneConversion(t *testing.T) {
	zones := []string{"UTC", "US/Central", "US/Pacific", "Local"}
	for _, tz := range zones {
		tempFilename := t.TempDir() + "/tz.db"
		// Source: github.com/mattn/go-sqlite3/sqlite3_test.go:980 (escaper: the time zone name goes into the query value through url.QueryEscape, the right escaper)
		db, err := sql.Open("sqlite3", tempFilename+"?_loc="+url.QueryEscape(tz)) // lookalike
		if err != nil {
			t.Fatal("Failed to open database:", err)
		}
		defer db.Close()
	}
}

func TestDateTimeLocal(t *testing.T) {
	zone := "Asia/Tokyo"
	tempFilename := t.TempDir() + "/local.db"
	// Source: github.com/mattn/go-sqlite3/sqlite3_test.go:1186 (escaper: a constant zone name with a '/', which a query value may hold, no escaper needed)
	db, err := sql.Open("sqlite3", tempFilename+"?_loc="+zone) // lookalike
	if err != nil {
		t.Fatal("Failed to open database:", err)
	}
	defer db.Close()
}
