package pgtestdb

import (
	"database/sql"
	"fmt"
)

// Source: github.com/peterldowns/pgtestdb/internal/withdb/withdb.go:75 (the helper's connection string starts with the postgres user's password; only the database name is formatted in)
func connectionString(dbname string) string {
	return fmt.Sprintf("postgres://postgres:password@localhost:5433/%s?sslmode=disable", dbname) // defect credentials
}

func WithDB(dbname string) (*sql.DB, error) {
	return sql.Open("pgx", connectionString(dbname))
}
