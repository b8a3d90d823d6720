package gofiberstorage

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/testcontainers/testcontainers-go"
	tccockroachdb "github.com/testcontainers/testcontainers-go/modules/cockroachdb"
)

const (
	cockroachdbImage       = "cockroachdb/cockroach:latest-v24.1"
	cockroachdbImageEnvVar = "TEST_COCKROACHDB_IMAGE"
	cockroachdbDatabase    = "fiber"
)

// newCockroachDBTestConfig starts a CockroachDB container and returns a Config.
// CockroachDB is wire-compatible with PostgreSQL and works with this driver as-is.
func newCockroachDBTestConfig(t testing.TB) PostgresConfig {
	t.Helper()

	ctx := context.Background()

	img := cockroachdbImage
	if imgFromEnv := os.Getenv(cockroachdbImageEnvVar); imgFromEnv != "" {
		img = imgFromEnv
	}

	c, err := tccockroachdb.Run(ctx, img,
		tccockroachdb.WithDatabase(cockroachdbDatabase),
		tccockroachdb.WithInsecure(),
	)
	if err != nil {
		t.Fatal(err)
	}
	testcontainers.CleanupContainer(t, c)

	// ConnectionString() returns a stdlib registered key, not compatible with pgxpool.
	// Use ConnectionConfig() to extract host/port/database and build a plain DSN.
	connConfig, err := c.ConnectionConfig(ctx)
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/gofiber/storage/postgres/cockroachdb_test.go:46 (hostjoin: the host is the container's, from ConnectionConfig(ctx), a call that may fail, joined with the port in the DSN the test connects with, rule 3)
	dsn := fmt.Sprintf("postgresql://%s@%s:%d/%s?sslmode=disable", // defect hostjoin
		connConfig.User, connConfig.Host, connConfig.Port, connConfig.Database)

	return PostgresConfig{
		ConnectionURI: dsn,
	}
}

func Test_CockroachDB_Set(t *testing.T) {
	pool := NewPostgres(context.Background(), newCockroachDBTestConfig(t))
	if pool == nil {
		t.Fatal("no pool")
	}
}
