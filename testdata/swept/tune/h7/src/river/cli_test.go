package river

import (
	"errors"
	"flag"
	"strings"
	"testing"
)

func runMigrateDown(args []string) error {
	fs := flag.NewFlagSet("migrate-down", flag.ContinueOnError)
	u := fs.String("database-url", "", "database URL")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if !strings.HasPrefix(*u, "postgres") && !strings.HasPrefix(*u, "sqlite") {
		return errors.New("unsupported database URL")
	}
	return nil
}

func TestDatabaseURLWithInvalidPrefix(t *testing.T) {
	// Source: github.com/riverqueue/river/cmd/river/rivercli/river_cli_test.go:160 (unsupported scheme the test expects rejected; the subtest is named InvalidPrefix, rule 2a/2b)
	err := runMigrateDown([]string{"--database-url", "post://"}) // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}
}
