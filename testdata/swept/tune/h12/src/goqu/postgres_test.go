package goqu

import (
	"database/sql"
	"os"
	"testing"

	"github.com/lib/pq"
)

// Source: github.com/doug-martin/goqu/dialect/postgres/postgres_test.go:39 (credentials: the user has an empty password, "postgres:@", which holds no secret)
const defaultPostgresURI = "postgres://postgres:@localhost:5435/goqupostgres?sslmode=disable" // lookalike

func TestPostgresOpen(t *testing.T) {
	dbURI := os.Getenv("PG_URI")
	if dbURI == "" {
		dbURI = defaultPostgresURI
	}
	uri, err := pq.ParseURL(dbURI)
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("postgres", uri)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}
