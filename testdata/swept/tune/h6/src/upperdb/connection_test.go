package upperdb

import (
	"path/filepath"
	"testing"
)

// Source: github.com/upper/db/adapter/postgresql/connection_pgx_test.go:72 (input of the adapter's ParseURL; the test compares the password it gets out)
func TestParsePostgresConnectionURL(t *testing.T) {
	s := "postgres://anakin:skywalker@localhost/jedis" // lookalike
	u, err := parsePostgresURL(s)
	if err != nil {
		t.Fatal(err)
	}
	if u.User != "anakin" || u.Password != "skywalker" {
		t.Fatalf("got %+v", u)
	}
}

// Source: github.com/upper/db/adapter/mongo/connection_test.go:54 (expected output of ConnectionURL.String, the adapter's URL writer, for a user and password it set)
func TestMongoConnectionURL(t *testing.T) {
	c := ConnectionURL{Scheme: "mongodb", Database: "myfilename", Options: map[string]string{"cache": "foobar", "mode": "ro"}}
	c.User = "user"
	c.Password = "pass"
	c.Host = "localhost"
	if got := c.String(); got != "mongodb://user:pass@localhost/myfilename?cache=foobar&mode=ro" { // lookalike
		t.Fatalf("got %s", got)
	}
}

// Source: github.com/upper/db/adapter/mongo/connection_test.go:74 (input of the adapter's ParseURL with no host, the database alone)
func TestParseMongoNoHost(t *testing.T) {
	const s = "mongodb:///mydatabase" // lookalike
	u, err := ParseURL(s)
	if err != nil {
		t.Fatal(err)
	}
	if u.Database != "mydatabase" {
		t.Fatal(u.Database)
	}
}

// Source: github.com/upper/db/adapter/mssql/connection_test.go:57 (expected output of ConnectionURL.String for a user and password the test set)
func TestMSSQLConnectionURL(t *testing.T) {
	c := ConnectionURL{Scheme: "sqlserver", User: "user", Password: "pass", Host: "127.0.0.1", Options: map[string]string{"database": "mydbname"}}
	if got := c.String(); got != `sqlserver://user:pass@127.0.0.1?database=mydbname` { // lookalike
		t.Fatalf("got %s", got)
	}
}

// Source: github.com/upper/db/adapter/ql/connection_test.go:70 (input of the ql adapter's ParseURL: a memory URI with an empty authority)
func TestParseQLMemory(t *testing.T) {
	s := "memory:///path/to/my/database.db?mode=ro&cache=foobar" // lookalike
	if s == "" {
		t.Fatal("empty")
	}
}

// Source: github.com/upper/db/adapter/ql/connection_test.go:60 (input of the ql adapter's ParseURL, which reads the authority "mydatabase.db" as the database file)
func TestParseQLFile(t *testing.T) {
	s := "file://mydatabase.db" // lookalike
	if s == "" {
		t.Fatal("empty")
	}
}

// Source: github.com/upper/db/adapter/sqlite/connection_test.go:43 (expected output of ConnectionURL.String: file:// and an absolute path)
func TestSQLiteConnectionURL(t *testing.T) {
	absoluteName, _ := filepath.Abs("myfilename")
	want := "file://" + absoluteName + "?_busy_timeout=10000" // lookalike
	if want == "" {
		t.Fatal("empty")
	}
}
