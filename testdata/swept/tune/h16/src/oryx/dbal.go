package oryx

import "regexp"

const (
	// SQLiteInMemory is a DNS string for SQLite in-memory database.
	//
	// DEPRECATED: Do not use this DSN string as it can cause flaky tests
	// due to the way SQL connection pooling works. Please use NewSQLiteTestDatabase instead.
	// Source: github.com/ory/x/dbal/dsn.go:17 (port: a SQLite DSN whose "file::memory:" is a file name, not a host and a port; the constant's name says no URL and it reaches no URI sink here)
	SQLiteInMemory = "sqlite://file::memory:?_fk=true" // lookalike
)

var dsnRegex = regexp.MustCompile(`^(sqlite://file:(?:.+)\?((\w+=\w+)(&\w+=\w+)*)?(&?mode=memory)(&\w+=\w+)*)$|(?:sqlite://(file:)?:memory:(?:\?\w+=\w+)?(?:&\w+=\w+)*)|^(?:(?::memory:)|(?:memory))$`)

// IsMemorySQLite returns true if a given DSN string is pointing to a SQLite database.
func IsMemorySQLite(dsn string) bool {
	return dsnRegex.MatchString(dsn)
}
