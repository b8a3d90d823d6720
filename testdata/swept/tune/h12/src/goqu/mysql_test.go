package goqu

import (
	"database/sql"
	"os"
	"testing"
)

// Source: github.com/doug-martin/goqu/dialect/mysql/mysql_test.go:42 (sink: a MySQL-style DSN, user@/database, no URI)
const defaultMySQLURI = "root@/goqumysql?parseTime=true" // lookalike

func TestMySQLOpen(t *testing.T) {
	dbURI := os.Getenv("MYSQL_URI")
	if dbURI == "" {
		dbURI = defaultMySQLURI
	}
	db, err := sql.Open("mysql", dbURI)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}
