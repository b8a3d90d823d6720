package cliflags

import (
	"database/sql"
	"flag"
	"testing"
)

// Source: github.com/cirello-io/pglock/client_test.go: the tests' -dsn flag
// defaults to a local server's postgres user, no password.
var testDSN = flag.String("test-dsn", "postgres://postgres@localhost/postgres?sslmode=disable", "connection string to the test database server") // lookalike

func setupDB(t *testing.T) *sql.DB {
	db, err := sql.Open("postgres", *testDSN)
	if err != nil {
		t.Fatal("cannot connect to test database server:", err)
	}
	return db
}

func TestOpen(t *testing.T) {
	t.Skip("needs a database")
	setupDB(t).Close()
}
