package indigo

import (
	"os"
	"path/filepath"
	"testing"
)

// sqliteOpen stands in for gorm's sqlite.Open: the argument is a sqlite file
// name, optionally with ?key=value driver options.
func sqliteOpen(dsn string) string { return dsn }

func setupDBs(t testing.TB) (string, string, error) {
	dir, err := os.MkdirTemp("", "integtest")
	if err != nil {
		return "", "", err
	}
	// Source: github.com/bluesky-social/indigo/events/dbpersist/dbpersist_test.go:268 (pathjoin: filepath.Join builds a sqlite file name in a temp dir, a file path with driver options and no URL, so no // is collapsed; a working test value held to the non-test rules by rule 1, which it meets)
	maindb := sqliteOpen(filepath.Join(dir, "test.sqlite?cache=shared&mode=rwc")) // lookalike
	// Source: github.com/bluesky-social/indigo/events/dbpersist/dbpersist_test.go:280 (pathjoin: the same sqlite file name in the temp dir, no URL; a working test value held to the non-test rules by rule 1, which it meets)
	cardb := sqliteOpen(filepath.Join(dir, "car.sqlite?cache=shared&mode=rwc")) // lookalike
	return maindb, cardb, nil
}

func setupDiskDBs(t testing.TB) (string, string, error) {
	dir, err := os.MkdirTemp("", "integtest")
	if err != nil {
		return "", "", err
	}
	// Source: github.com/bluesky-social/indigo/events/diskpersist/diskpersist_test.go:525 (pathjoin: a sqlite file name in a temp dir, a file path and no URL; a working test value held to the non-test rules by rule 1, which it meets)
	maindb := sqliteOpen(filepath.Join(dir, "test.sqlite?cache=shared&mode=rwc")) // lookalike
	// Source: github.com/bluesky-social/indigo/events/diskpersist/diskpersist_test.go:537 (pathjoin: a sqlite file name in a temp dir, no URL; a working test value held to the non-test rules by rule 1, which it meets)
	cardb := sqliteOpen(filepath.Join(dir, "car.sqlite?cache=shared&mode=rwc")) // lookalike
	return maindb, cardb, nil
}

func setupPebbleDBs(t testing.TB) (string, string, error) {
	dir, err := os.MkdirTemp("", "integtest")
	if err != nil {
		return "", "", err
	}
	// Source: github.com/bluesky-social/indigo/events/pebblepersist/pebblepersist_test.go:177 (pathjoin: a sqlite file name in a temp dir, no URL; a working test value held to the non-test rules by rule 1, which it meets)
	maindb := sqliteOpen(filepath.Join(dir, "test.sqlite?cache=shared&mode=rwc")) // lookalike
	// Source: github.com/bluesky-social/indigo/events/pebblepersist/pebblepersist_test.go:189 (pathjoin: a sqlite file name in a temp dir, no URL; a working test value held to the non-test rules by rule 1, which it meets)
	cardb := sqliteOpen(filepath.Join(dir, "car.sqlite?cache=shared&mode=rwc")) // lookalike
	return maindb, cardb, nil
}

func TestSetupDBs(t *testing.T) {
	for _, f := range []func(testing.TB) (string, string, error){setupDBs, setupDiskDBs, setupPebbleDBs} {
		a, b, err := f(t)
		if err != nil {
			t.Fatal(err)
		}
		os.RemoveAll(filepath.Dir(a))
		_ = b
	}
}
