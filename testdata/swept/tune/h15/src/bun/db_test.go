package bun

import (
	"database/sql"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun/driver/pgdriver"
)

func pg(tb testing.TB) *sql.DB {
	dsn := os.Getenv("PG")
	if dsn == "" {
		// Source: github.com/uptrace/bun/internal/dbtest/db_test.go:73 (credentials: the default DSN every pg test connects with when PG is unset, a working value, rule 1)
		dsn = "postgres://postgres:postgres@localhost:5432/test?sslmode=disable" // defect credentials
	}

	sqldb := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(dsn)))
	tb.Cleanup(func() {
		require.NoError(tb, sqldb.Close())
	})
	return sqldb
}

func pgx(tb testing.TB) *sql.DB {
	dsn := os.Getenv("PG")
	if dsn == "" {
		// Source: github.com/uptrace/bun/internal/dbtest/db_test.go:95 (credentials: the default DSN the pgx tests open with sql.Open, a working value, rule 1)
		dsn = "postgres://postgres:postgres@localhost:5432/test?sslmode=disable" // defect credentials
	}

	sqldb, err := sql.Open("pgx", dsn)
	require.NoError(tb, err)
	tb.Cleanup(func() {
		require.NoError(tb, sqldb.Close())
	})
	return sqldb
}

func mysql5(tb testing.TB) *sql.DB {
	dsn := os.Getenv("MYSQL5")
	if dsn == "" {
		// Source: github.com/uptrace/bun/internal/dbtest/db_test.go:141 (credentials: a MySQL-style DSN, user:pass@tcp(host:port)/db, no URI, which the checks leave alone)
		dsn = "user:pass@tcp(localhost:53306)/test" // lookalike
	}

	sqldb, err := sql.Open("mysql", dsn)
	require.NoError(tb, err)
	tb.Cleanup(func() {
		require.NoError(tb, sqldb.Close())
	})
	return sqldb
}

func mssql2019(tb testing.TB) *sql.DB {
	dsn := os.Getenv("MSSQL2019")
	if dsn == "" {
		// Source: github.com/uptrace/bun/internal/dbtest/db_test.go:205 (credentials: the SQL Server password in the default DSN the mssql tests connect with, a working value, rule 1)
		dsn = "sqlserver://sa:passWORD1@localhost:14339?database=test" // defect credentials
	}

	sqldb, err := sql.Open("sqlserver", dsn)
	require.NoError(tb, err)
	tb.Cleanup(func() {
		require.NoError(tb, sqldb.Close())
	})
	return sqldb
}

var allDBs = map[string]func(tb testing.TB) *sql.DB{
	"pg":        pg,
	"pgx":       pgx,
	"mysql5":    mysql5,
	"mssql2019": mssql2019,
}

func TestEachDB(t *testing.T) {
	for name, newDB := range allDBs {
		t.Run(name, func(t *testing.T) {
			require.NoError(t, newDB(t).Ping())
		})
	}
}
