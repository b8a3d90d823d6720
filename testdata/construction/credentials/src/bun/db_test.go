package bun

import (
	"database/sql"
	"os"
	"testing"
)

// Source: github.com/uptrace/bun/internal/dbtest/db_test.go:73 (the test database falls back to a DSN with a password when PG is unset)
func pg(tb testing.TB) *sql.DB {
	dsn := os.Getenv("PG")
	if dsn == "" {
		dsn = "postgres://postgres:postgres@localhost:5432/test?sslmode=disable" // defect credentials
	}
	sqldb, err := openDB(newConnector(dsn))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { sqldb.Close() })
	return sqldb
}

func TestPing(t *testing.T) {
	_ = pg(t)
}

// Source: github.com/uptrace/bun/driver/pgdriver/config_test.go:29 (the input of the package's DSN parser, whose parsed password the test compares)
func TestParseDSN(t *testing.T) {
	tests := []struct {
		dsn  string
		want Config
	}{
		{
			dsn:  "postgres://user:password@db.example.com:5432/testDatabase?sslmode=disable", // lookalike
			want: Config{User: "user", Password: "password", Addr: "db.example.com:5432", Database: "testDatabase"},
		},
	}
	for _, tt := range tests {
		got, err := ParseDSN(tt.dsn)
		if err != nil {
			t.Fatal(err)
		}
		if got.Password != tt.want.Password {
			t.Errorf("password = %q, want %q", got.Password, tt.want.Password)
		}
	}
}
