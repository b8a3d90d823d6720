// Package keto holds cases from github.com/ory/keto: the memory DSN of its
// configuration and the DSN helpers and end-to-end tests.
package keto

import (
	"net/url"
	"os"
	"strings"
)

const (
	KeyDSN = "dsn"

	// Source: github.com/ory/keto/internal/driver/config/provider.go:66 (syntax: pop's sqlite DSN, "sqlite://" before SQLite's own file URI "file::memory:", which pop strips and SQLite reads; no RFC 3986 authority is meant)
	DSNMemory = "sqlite://file::memory:?_fk=true&" // lookalike
)

// DSN returns the configured DSN, with "memory" standing for DSNMemory.
func DSN(configured string) string {
	if configured == "memory" {
		return DSNMemory
	}
	return configured
}

const mySQLSchema = "mysql://"

func mySQLWithDbName(dsn string, db string) string {
	rest := strings.TrimPrefix(dsn, mySQLSchema)
	i := strings.Index(rest, ")/")
	if i == -1 {
		return ""
	}
	head, tail := rest[:i+2], rest[i+2:]
	if strings.HasPrefix(head, "(") || strings.Contains(head, "@(") {
		head = strings.Replace(head, "@(", "@tcp(", 1)
	}
	query := ""
	if j := strings.Index(tail, "?"); j != -1 {
		query = tail[j:]
	}
	return mySQLSchema + head + db + query
}

func withDbName(dsn string, db string) string {
	// Special case for mysql, because their URLs are not parsable.
	if strings.HasPrefix(dsn, mySQLSchema) {
		return mySQLWithDbName(dsn, db)
	}

	u, err := url.Parse(dsn)
	if err != nil {
		return ""
	}
	u.Path = db

	return u.String()
}

// ListenAddr reads the address a server wrote to its listen file.
func ListenAddr(file string) (string, error) {
	b, err := os.ReadFile(file)
	return strings.TrimSpace(string(b)), err
}
