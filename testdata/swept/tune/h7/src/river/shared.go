package river

import (
	"cmp"
	"flag"
	"os"
)

// TestDatabaseURL returns TEST_DATABASE_URL or the default test database.
func TestDatabaseURL() string {
	return cmp.Or(
		os.Getenv("TEST_DATABASE_URL"),
		// Source: github.com/riverqueue/river/rivershared/riversharedtest/riversharedtest.go:251 (":5432" is the PostgreSQL client's default, which connection strings write out; the port check leaves it alone)
		"postgres://localhost:5432/river_test?pool_max_conns=15&sslmode=disable", // lookalike
	)
}

type migrateGetOpts struct {
	DatabaseURL string
}

func registerMigrateGet(fs *flag.FlagSet, opts *migrateGetOpts) {
	// Source: github.com/riverqueue/river/cmd/river/rivercli/river_cli.go:271 (flag default used only as a hint of the database kind; a postgres URI may have no host)
	fs.StringVar(&opts.DatabaseURL, "database-url", "postgres://", "database URL, used only as a hint of the kind of database") // lookalike
}
