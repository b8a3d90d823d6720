package dockertest_test

import (
	"database/sql"
	"fmt"
	"log"
	"net/http"
	"os"
	"testing"

	"dockertest"
)

var docker = os.Getenv("DOCKER_URL")
var pool *dockertest.Pool

func TestMain(m *testing.M) {
	var err error
	pool, err = dockertest.NewPool(docker)
	if err != nil {
		log.Fatalf("Could not construct pool: %s", err)
	}
	os.Exit(m.Run())
}

func TestPostgres(t *testing.T) {
	resource, err := pool.Run("postgres", "9.5", []string{"POSTGRES_PASSWORD=secret"})
	if err != nil {
		t.Fatal(err)
	}

	err = pool.Retry(func() error {
		// Source: github.com/ory/dockertest/dockertest_test.go:53 (credentials: the postgres password in the DSN the test connects with, a working value, rule 1)
		db, err := sql.Open("postgres", fmt.Sprintf("postgres://postgres:secret@localhost:%s/postgres?sslmode=disable", resource.GetPort("5432/tcp"))) // defect credentials
		if err != nil {
			return err
		}
		return db.Ping()
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestMongo(t *testing.T) {
	resource, err := pool.Run("mongo", "3.3.12", nil)
	if err != nil {
		t.Fatal(err)
	}
	port := resource.GetPort("3000/tcp")

	err = pool.Retry(func() error {
		// Source: github.com/ory/dockertest/dockertest_test.go:77 (hostjoin: the test writes the host 127.0.0.1 itself; only the port comes from the container, rule 3)
		response, err := http.Get(fmt.Sprintf("http://127.0.0.1:%s", port)) // lookalike
		if err != nil {
			return err
		}
		return response.Body.Close()
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestNetworking_on_start(t *testing.T) {
	resourceSecond, err := pool.Run("postgres", "11", []string{"POSTGRES_PASSWORD=secret"})
	if err != nil {
		t.Fatal(err)
	}

	var expectedVersion string
	err = pool.Retry(func() error {
		db, err := sql.Open(
			"postgres",
			fmt.Sprintf(
				// Source: github.com/ory/dockertest/dockertest_test.go:401 (credentials: the same password in the DSN of the second container the test queries, rule 1)
				"postgres://postgres:secret@localhost:%s/postgres?sslmode=disable", // defect credentials
				resourceSecond.GetPort("5432/tcp"),
			),
		)
		if err != nil {
			return err
		}
		return db.QueryRow("SHOW server_version").Scan(&expectedVersion)
	})
	if err != nil {
		t.Fatal(err)
	}
}
