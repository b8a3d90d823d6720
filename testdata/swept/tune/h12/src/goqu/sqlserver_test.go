package goqu

import (
	"database/sql"
	"os"
	"testing"
)

// Source: github.com/doug-martin/goqu/dialect/sqlserver/sqlserver_test.go:42 (credentials: the sa password of the default connection URI every SQL Server test connects with, a working value, rule 1)
const defaultSQLServerURI = "sqlserver://sa:Rt7xWq42PLM@127.0.0.1:1433?database=master&connection+timeout=30" // defect credentials

func TestSQLServerOpen(t *testing.T) {
	dbURI := os.Getenv("SQLSERVER_URI")
	if dbURI == "" {
		dbURI = defaultSQLServerURI
	}
	db, err := sql.Open("sqlserver", dbURI)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}
