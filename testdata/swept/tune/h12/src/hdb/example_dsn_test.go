package hdb

import (
	"database/sql"
	"log"
	"net/url"

	"github.com/SAP/go-hdb/driver"
)

// dsnString creates data source name with the help of the net/url package.
func dsnString() string {
	dsn := &url.URL{
		Scheme: driver.DriverName,
		// Source: github.com/SAP/go-hdb/driver/example_dsn_test.go:15 (credentials: the word "password" as a placeholder in an example shown in the docs and never run, rule 3)
		User: url.UserPassword("user", "password"), // lookalike
		// Source: github.com/SAP/go-hdb/driver/example_dsn_test.go:16 (port: "host:port" as a placeholder in a documentation example, rule 3)
		Host: "host:port", // lookalike
	}
	return dsn.String()
}

// Example_dSN shows how to construct a DSN (data source name) as url.
func Example_dSN() {
	db, err := sql.Open(driver.DriverName, dsnString())
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
}
