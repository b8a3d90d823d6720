package bun

import (
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestParseDSN(t *testing.T) {
	type Test struct {
		dsn string
		cfg *Config
	}

	tests := []Test{
		{
			// Source: github.com/uptrace/bun/driver/pgdriver/config_test.go:29 (credentials: input of the package's own DSN parser; the row compares the password it gets out, Password: "password", rule 2c)
			dsn: "postgres://user:password@localhost:5432/testDatabase?sslmode=disable", // lookalike
			cfg: &Config{
				Network:     "tcp",
				Addr:        "localhost:5432",
				User:        "user",
				Password:    "password",
				Database:    "testDatabase",
				DialTimeout: 5 * time.Second,
			},
		},
		{
			// Source: github.com/uptrace/bun/driver/pgdriver/config_test.go:92 (hostform: an empty host with the socket directory in the host parameter, input of the package's DSN parser, which the row checks reads a unix socket, rule 2c)
			dsn: "postgres://user:password@/dbname?host=/var/run/postgresql/.s.PGSQL.5432", // lookalike
			cfg: &Config{
				Network:     "unix",
				Addr:        "/var/run/postgresql/.s.PGSQL.5432",
				User:        "user",
				Password:    "password",
				Database:    "dbname",
				DialTimeout: 5 * time.Second,
			},
		},
		{
			// Source: github.com/uptrace/bun/driver/pgdriver/config_test.go:107 (credentials: a unix DSN with the database in the host place, input of the package's DSN parser; the row compares the password "pass" it gets out, rule 2c)
			dsn: "unix://user:pass@dbname/var/run/postgresql/.s.PGSQL.5432", // lookalike
			cfg: &Config{
				Network:     "unix",
				Addr:        "/var/run/postgresql/.s.PGSQL.5432",
				User:        "user",
				Password:    "pass",
				Database:    "dbname",
				DialTimeout: 5 * time.Second,
			},
		},
	}

	for i, test := range tests {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			c := NewConnector(WithDSN(test.dsn))

			cfg := c.Config()
			cfg.TLSConfig = nil

			require.Equal(t, test.cfg, cfg)
		})
	}
}

func TestParseSSLClientCertInDSN(t *testing.T) {
	dir := t.TempDir()
	cert, key := filepath.Join(dir, "client.crt"), filepath.Join(dir, "client.key")

	// Source: github.com/uptrace/bun/driver/pgdriver/config_test.go:156 (credentials: input of the package's own DSN parser in a test of parsing, named for it; nothing connects, rule 2c)
	dsn := fmt.Sprintf("postgres://user:password@localhost:5432/testDatabase?sslmode=require&sslcert=%s&sslkey=%s", cert, key) // lookalike
	c := NewConnector(WithDSN(dsn))

	cfg := c.Config()
	require.NotNil(t, cfg)
}

func sqlDB() *sql.DB {
	db, err := sql.Open("pg", dsn())
	if err != nil {
		panic(err)
	}
	return db
}

func dsn() string {
	dsn := os.Getenv("PG")
	if dsn == "" {
		// Source: github.com/uptrace/bun/driver/pgdriver/driver_test.go:371 (credentials: the default DSN the driver tests open and query, a working value, rule 1)
		dsn = "postgres://postgres:postgres@localhost:5432/test?sslmode=disable" // defect credentials
	}
	return dsn
}

func TestPing(t *testing.T) {
	db := sqlDB()
	defer db.Close()
	require.NoError(t, db.Ping())
}
