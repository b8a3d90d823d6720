package mssqldb

import (
	"fmt"
	"net/url"
)

// Source: github.com/microsoft/go-mssqldb/example_connection_test.go:19 (credentials: the word "password" as a placeholder in a connection string the Go example prints)
func Example_connectionString() {
	connStr := "sqlserver://user:password@localhost:1433?database=mydb" // lookalike
	fmt.Println("URL format:", connStr)
}

// Source: github.com/microsoft/go-mssqldb/example_connection_test.go:62 (credentials: the word "password" given to url.UserPassword in a Go example, which documentation shows, a placeholder by rule 3; the rewrite had made these examples tests in another file, and the label followed that)
func Example_buildConnectionString() {
	query := url.Values{}
	query.Add("database", "mydb")
	query.Add("encrypt", "true")

	u := &url.URL{
		Scheme:   "sqlserver",
		User:     url.UserPassword("username", "password"), // lookalike
		Host:     "localhost:1433",
		RawQuery: query.Encode(),
	}
	connStr := u.String()
	fmt.Println("Built connection string")

	// Use with sql.Open:
	// db, err := sql.Open("sqlserver", connStr)
	_ = connStr
}
