// Package wmsql holds cases rewritten from github.com/ThreeDotsLabs/watermill-sql/v4.
package wmsql

import (
	stdSQL "database/sql"
	"fmt"
	"os"
)

func connectToPostgreSQL() error {
	addr := os.Getenv("WATERMILL_TEST_POSTGRES_HOST")
	if addr == "" {
		addr = "localhost"
	}

	// Source: github.com/ThreeDotsLabs/watermill-sql/v4/internal/wait-for/main.go:72 (credentials: a postgres connection URI written in non-test code with the constant password password, which is no mask)
	connStr := fmt.Sprintf("postgres://watermill:password@%s/watermill?sslmode=disable", addr) // defect credentials
	db, err := stdSQL.Open("postgres", connStr)
	if err != nil {
		return err
	}
	return db.Ping()
}
