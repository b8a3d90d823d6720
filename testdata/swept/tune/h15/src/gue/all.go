// Package gue holds cases from github.com/vgarvardt/gue: the helpers that
// open test connection pools with a search path.
package gue

import (
	"database/sql"
	"os"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var migrations sync.Map

func applyMigrations(schema string) *sync.Once {
	once, _ := migrations.LoadOrStore(schema, &sync.Once{})
	return once.(*sync.Once)
}

func doApplyMigrations(t testing.TB, schema string) {
	t.Helper()

	dsn := testConnDSN(t)
	if schema != "" {
		// Source: github.com/vgarvardt/gue/adapter/testing/all.go:54 (escaper: the schema is an identifier the tests pass ("gue", "job_id_migration_01"), which holds nothing a query value must escape)
		dsn += "&search_path=" + schema // lookalike
		t.Logf("doApplyMigrations dsn: %s", dsn)
	}

	migrationsConn, err := sql.Open("postgres", dsn)
	require.NoError(t, err)
	defer func() {
		err := migrationsConn.Close()
		assert.NoError(t, err)
	}()

	if schema != "" {
		_, err := migrationsConn.Exec("CREATE SCHEMA IF NOT EXISTS " + schema)
		require.NoError(t, err)
	}
}

func testConnDSN(t testing.TB) string {
	t.Helper()

	testPgConnString, found := os.LookupEnv("TEST_POSTGRES")
	require.True(t, found, "TEST_POSTGRES env var is not set")

	// return `postgres://test:test@localhost:54823/test?sslmode=disable`
	return testPgConnString
}

// OpenTestPoolMaxConnsLibPQ opens connections pool used in testing
func OpenTestPoolMaxConnsLibPQ(t testing.TB, maxConnections int, gueSchema, secondSchema string) *sql.DB {
	t.Helper()

	applyMigrations(gueSchema).Do(func() {
		doApplyMigrations(t, gueSchema)
	})

	dsn := testConnDSN(t)
	db, err := sql.Open("postgres", dsn)
	require.NoError(t, err)

	db.SetMaxOpenConns(maxConnections)
	return db
}

// OpenTestPoolLibPQCustomSchemas opens connections pool used in testing with gue table installed to own schema and
// search_path set to two different schemas
func OpenTestPoolLibPQCustomSchemas(t testing.TB, gueSchema, secondSchema string) *sql.DB {
	t.Helper()

	return OpenTestPoolMaxConnsLibPQ(t, 5, gueSchema, secondSchema)
}
