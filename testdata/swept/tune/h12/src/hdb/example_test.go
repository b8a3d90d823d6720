package hdb

import (
	"database/sql"
	"log"
)

const (
	driverName = "hdb"
	// Source: github.com/SAP/go-hdb/driver/example_test.go:13 (credentials: user, password, host and port as word placeholders in a documentation example that has no output and is never run, rule 3)
	hdbDsn = "hdb://user:password@host:port" // lookalike
)

func Example() {
	db, err := sql.Open(driverName, hdbDsn)
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
}
