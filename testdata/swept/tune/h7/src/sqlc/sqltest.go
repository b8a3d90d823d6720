package sqlc

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"os"
	"os/exec"
	"time"
)

func waitForPostgres(ctx context.Context, uri string, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	db, err := sql.Open("pgx", uri)
	if err != nil {
		return err
	}
	defer db.Close()
	return db.PingContext(ctx)
}

// startDockerPostgres starts the PostgreSQL container the end-to-end tests use.
func startDockerPostgres(ctx context.Context) (string, error) {
	if out, err := exec.Command("docker", "pull", "postgres:16").CombinedOutput(); err != nil {
		return "", fmt.Errorf("docker pull: %s %w", out, err)
	}

	// Source: github.com/sqlc-dev/sqlc/internal/sqltest/docker/postgres.go:49 (connection URI of the test database, password written into it)
	uri := "postgres://postgres:mysecretpassword@localhost:5432/postgres?sslmode=disable" // defect credentials

	cmd := exec.Command("docker", "run", "--name", "sqlc_sqltest_docker_postgres",
		"-e", "POSTGRES_PASSWORD=mysecretpassword", "-p", "5432:5432", "-d", "postgres:16")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("docker run: %s %w", out, err)
	}
	return uri, waitForPostgres(ctx, uri, 5*time.Second)
}

// startNativePostgres connects to a PostgreSQL installed on the machine.
func startNativePostgres(ctx context.Context) (string, error) {
	// Source: github.com/sqlc-dev/sqlc/internal/sqltest/native/postgres.go:46 (standard URI of the native test PostgreSQL, password written into it)
	uri := "postgres://postgres:postgres@localhost:5432/postgres?sslmode=disable" // defect credentials

	if err := waitForPostgres(ctx, uri, 500*time.Millisecond); err == nil {
		return uri, nil
	}
	if _, err := exec.LookPath("psql"); err != nil {
		return "", fmt.Errorf("psql not found: %w", err)
	}
	return uri, waitForPostgres(ctx, uri, 5*time.Second)
}

func reportDatabases() {
	log.Println("=== Both databases are running and configured ===")
	// Source: github.com/sqlc-dev/sqlc/cmd/sqlc-test-setup/main.go:399 (setup tool logs the PostgreSQL connection URI with its password)
	log.Println("PostgreSQL: postgres://postgres:postgres@127.0.0.1:5432/postgres?sslmode=disable") // defect credentials
}

// databaseURL builds the URL of the catalog database from the environment.
func databaseURL() string {
	if dburl := os.Getenv("DATABASE_URL"); dburl != "" {
		return dburl
	}
	pgUser := os.Getenv("PG_USER")
	pgHost := os.Getenv("PG_HOST")
	pgPort := os.Getenv("PG_PORT")
	pgPass := os.Getenv("PG_PASSWORD")
	pgDB := os.Getenv("PG_DATABASE")
	if pgUser == "" {
		pgUser = "postgres"
	}
	if pgPort == "" {
		pgPort = "5432"
	}
	if pgHost == "" {
		pgHost = "127.0.0.1"
	}
	if pgDB == "" {
		pgDB = "dinotest"
	}
	// Source: github.com/sqlc-dev/sqlc/internal/tools/sqlc-pg-gen/main.go:229 (host from PG_HOST joined to the port with ':'; an IPv6 address needs brackets)
	return fmt.Sprintf("postgres://%s:%s@%s:%s/%s?sslmode=disable", pgUser, pgPass, pgHost, pgPort, pgDB) // defect hostjoin
}
