package oryx

import (
	"fmt"

	"github.com/jmoiron/sqlx"
	"github.com/ory/dockertest/v3"
)

var pool = &dockertest.Pool{}

func startPostgreSQL(version string) (*dockertest.Resource, error) {
	return pool.Run("postgres", version, []string{"POSTGRES_PASSWORD=secret"})
}

func startMySQL(version string) (*dockertest.Resource, error) {
	return pool.Run("mysql", version, []string{"MYSQL_ROOT_PASSWORD=secret", "MYSQL_ROOT_HOST=%"})
}

// RunPostgreSQL runs a PostgreSQL database and returns the URL to it.
func RunPostgreSQL() (string, func(), error) {
	resource, err := startPostgreSQL("")
	if err != nil {
		return "", func() {}, err
	}

	// Source: github.com/ory/x/sqlcon/dockertest/test_helper.go:183 (credentials: the database password in the DSN the helper returns for tests to connect with, outside a _test.go file, rule 1)
	return fmt.Sprintf("postgres://postgres:secret@127.0.0.1:%s/postgres?sslmode=disable", resource.GetPort("5432/tcp")), // defect credentials
		func() { _ = pool.Purge(resource) }, nil
}

// RunMySQL runs a MySQL database and returns the URL to it.
func RunMySQL() (string, func(), error) {
	resource, err := startMySQL("")
	if err != nil {
		return "", func() {}, err
	}

	// Source: github.com/ory/x/sqlcon/dockertest/test_helper.go:253 (credentials: the root password in the pop mysql URL the helper returns, outside a _test.go file, rule 1)
	return fmt.Sprintf("mysql://root:secret@tcp(localhost:%s)/mysql?parseTime=true&multiStatements=true", resource.GetPort("3306/tcp")), // defect credentials
		func() { _ = pool.Purge(resource) }, nil
}

func bootstrap(u, port, d string, resource *dockertest.Resource) (*sqlx.DB, error) {
	db, err := sqlx.Open(d, fmt.Sprintf(u, resource.GetPort(port)))
	if err != nil {
		return nil, err
	}
	return db, db.Ping()
}
