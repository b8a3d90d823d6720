package keto

import (
	"fmt"
	"os"
	"testing"
)

// resource stands for the started container.
type resource struct{ ports map[string]string }

func (r *resource) GetPort(id string) string { return r.ports[id] }

func startPostgreSQL(t testing.TB) *resource {
	return &resource{ports: map[string]string{"5432/tcp": "55432"}}
}

// Source: github.com/ory/keto/oryx/sqlcon/dockertest/test_helper.go:59 (the URL of the started test database starts with the postgres user's password; only the mapped port is formatted in)
func RunTestPostgreSQL(t testing.TB) string {
	if dsn := os.Getenv("TEST_DATABASE_POSTGRESQL"); dsn != "" {
		return dsn
	}
	r := startPostgreSQL(t)
	return fmt.Sprintf("postgres://postgres:secret@127.0.0.1:%s/postgres?sslmode=disable", r.GetPort("5432/tcp")) // defect credentials
}
