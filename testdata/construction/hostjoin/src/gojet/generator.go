package gojet

import (
	"database/sql"
	"fmt"
	"net/url"
	"strconv"
)

// DBConnection holds the connection details given by the caller.
type DBConnection struct {
	Host       string
	Port       int
	User       string
	Password   string
	SslMode    string
	DBName     string
	SchemaName string
}

// Source: github.com/go-jet/jet/generator/postgres/postgres_generator.go:31 (Generate, exported, formats the caller's Host and the port joined with ':' into the postgresql DSN)
func Generate(destDir string, dbConn DBConnection) (*sql.DB, error) {
	dsn := fmt.Sprintf("postgresql://%s:%s@%s:%s/%s?sslmode=%s", // defect hostjoin
		url.PathEscape(dbConn.User),
		url.PathEscape(dbConn.Password),
		dbConn.Host,
		strconv.Itoa(dbConn.Port),
		url.PathEscape(dbConn.DBName),
		dbConn.SslMode,
	)
	return sql.Open("postgres", dsn)
}
