package oathkeeper

import (
	"errors"
	"fmt"
	"os"
	"testing"
)

// resource is a started database container.
type resource struct {
	ports map[string]string
}

// GetPort returns the host port a container port is mapped to.
func (r *resource) GetPort(id string) string { return r.ports[id] }

func startPostgreSQL(t testing.TB, version string) *resource {
	// the container is started with POSTGRES_PASSWORD=s3cr3tpw
	return &resource{ports: map[string]string{"5432/tcp": "55432"}}
}

func startMySQL(t testing.TB, version string) *resource {
	// the container is started with MYSQL_ROOT_PASSWORD=s3cr3tpw
	return &resource{ports: map[string]string{"3306/tcp": "53306"}}
}

func startCockroachDB(t testing.TB, version string) *resource {
	return &resource{ports: map[string]string{"26257/tcp": "56257"}}
}

// RunTestPostgreSQL runs a PostgreSQL database and returns the URL to it.
func RunTestPostgreSQL(t testing.TB) string {
	if dsn := os.Getenv("TEST_DATABASE_POSTGRESQL"); dsn != "" {
		return dsn
	}
	r := startPostgreSQL(t, "")
	// Source: github.com/ory/oathkeeper/oryx/sqlcon/dockertest/test_helper.go:59 (credentials: the container's password in the DSN an exported test helper returns for every caller to connect with, a working value in a non-test file, rule 1)
	return fmt.Sprintf("postgres://postgres:s3cr3tpw@127.0.0.1:%s/postgres?sslmode=disable", r.GetPort("5432/tcp")) // defect credentials
}

// RunTestMySQL runs a MySQL database and returns the URL to it.
func RunTestMySQL(t testing.TB) string {
	if dsn := os.Getenv("TEST_DATABASE_MYSQL"); dsn != "" {
		return dsn
	}
	r := startMySQL(t, "")
	// Source: github.com/ory/oathkeeper/oryx/sqlcon/dockertest/test_helper.go:94 (credentials: a MySQL DSN behind a "mysql://" scheme, so "scheme://user:password@" by its shape; the root password of the container is written in it)
	return fmt.Sprintf("mysql://root:s3cr3tpw@tcp(localhost:%s)/mysql?parseTime=true&multiStatements=true", r.GetPort("3306/tcp")) // defect credentials
}

// RunTestCockroachDB runs a CockroachDB database and returns the URL to it.
func RunTestCockroachDB(t testing.TB) string {
	r := startCockroachDB(t, "")
	// Source: github.com/ory/oathkeeper/oryx/sqlcon/dockertest/test_helper.go:136 (credentials: a user with no password, and a constant host, rule 5)
	return fmt.Sprintf("cockroach://root@localhost:%s/defaultdb?sslmode=disable", r.GetPort("26257/tcp")) // lookalike
}

// ErrNoResponsibleConnectionFound is returned when no SQL driver matches DATABASE_URL.
var ErrNoResponsibleConnectionFound = errors.New("no driver is responsible for the DSN, supported databases are:\n" +
	// Source: github.com/ory/oathkeeper/oryx/sqlcon/message.go:20 (credentials: a word placeholder for the password in an example of help text shown to users, rule 3)
	"  - PostgreSQL: If DATABASE_URL is a DSN starting with postgres://, PostgreSQL will be used. Example: DATABASE_URL=postgres://user:password@host:123/database\n" + // lookalike
	"  - SQLite: If DATABASE_URL is a DSN starting with sqlite://, SQLite will be used.\n")
