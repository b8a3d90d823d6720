package dbos

import (
	"path/filepath"
	"testing"
)

func TestCustomPoolTakesPrecedence(t *testing.T) {
	// Source: github.com/dbos-inc/dbos-transact-golang/dbos/dbos_test.go:1472 (credentials: the variable is named invalidDatabaseURL; the test shows a custom pool wins over this deliberately invalid URL.)
	invalidDatabaseURL := "postgres://invalid:invalid@localhost:5432/invaliddb" // lookalike
	cfg := Config{DatabaseURL: invalidDatabaseURL, AppName: "custom-pool"}
	if cfg.DatabaseURL == getDatabaseURL() {
		t.Fatal("custom pool test needs a different URL")
	}
}

// TestSQLiteURLParsing checks the DSN extraction for common URL forms.
func TestSQLiteURLParsing(t *testing.T) {
	cases := []struct {
		url, want string
	}{
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/dbos_test.go:1750 (hostform: input of the test of the sqlite URL parser, whose job is telling the empty-authority form apart.)
		{"sqlite:///tmp/x.db", "/tmp/x.db"}, // lookalike
	}
	for _, c := range cases {
		got, err := SqliteDSN(c.url)
		if err != nil || got != c.want {
			t.Errorf("SqliteDSN(%q) = %q, %v", c.url, got, err)
		}
	}

	bads := []struct {
		url    string
		errMsg string
	}{
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/dbos_test.go:1778 (hostform: a row of the table of bad inputs the parser must reject.)
		{"sqlite://", "has no path"}, // lookalike
	}
	for _, b := range bads {
		if _, err := SqliteDSN(b.url); err == nil {
			t.Errorf("SqliteDSN(%q) should error", b.url)
		}
	}
}

// TestDetectDialect covers scheme to dialect mapping. Pure parsing, no DB connection.
func TestDetectDialect(t *testing.T) {
	cases := []struct {
		name   string
		url    string
		want   string
		errMsg string
	}{
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/dbos_test.go:1810 (credentials: one of the rows of the dialect-detection table that vary one URI on purpose; no connection is made.)
		{"pg-url", "postgres://u:p@h:5432/d", "postgres", ""}, // lookalike
		// Empty body after scheme, still a recognised scheme.
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/dbos_test.go:1826 (hostform: the empty-body row of the dialect-detection table, input to a URL classifier on purpose.)
		{"pg-empty-body", "postgres://", "postgres", ""}, // lookalike
	}
	for _, c := range cases {
		got, err := DetectDialect(c.url)
		if err != nil || got != c.want {
			t.Errorf("%s: DetectDialect(%q) = %q, %v", c.name, c.url, got, err)
		}
	}
}

func TestSQLiteOpenForms(t *testing.T) {
	abs := filepath.Join(t.TempDir(), "dbos.db")
	cases := []struct {
		name string
		url  string
	}{
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/dbos_test.go:1936 (hostform: one of the rows that vary the sqlite URL form on purpose; the absolute path gives an empty authority.)
		{"sqlite-abs-triple-slash", "sqlite://" + abs}, // lookalike
		// Uppercase scheme: detection lowercases before matching.
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/dbos_test.go:1948 (schemecase: the row's name and comment say the uppercase scheme is the point of the row.)
		{"sqlite-uppercase-scheme", "SQLITE:" + abs}, // lookalike
	}
	for _, c := range cases {
		if _, err := SqliteDSN(c.url); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

func TestCustomSqliteDBTakesPrecedence(t *testing.T) {
	// An invalid DatabaseURL is ignored when SQLiteSystemDB is set.
	config := Config{
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/dbos_test.go:2237 (credentials: the comment on it says this DatabaseURL is invalid and meant to be ignored.)
		DatabaseURL: "postgres://invalid:invalid@localhost:5432/invaliddb", // lookalike
		AppName:     "test-sqlite-pool-precedence",
	}
	if config.AppName == "" {
		t.Fatal("no app name")
	}
}
