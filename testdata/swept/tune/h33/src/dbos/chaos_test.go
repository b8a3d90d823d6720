// Package dbos holds cases rewritten from github.com/dbos-inc/dbos-transact-golang.
package dbos

import (
	"fmt"
	"net/url"
	"os"
	"testing"
)

// setupDBOS builds the system database URL the chaos tests connect to.
func setupDBOS(t *testing.T) Config {
	t.Helper()
	databaseURL := os.Getenv("DBOS_SYSTEM_DATABASE_URL")
	if databaseURL == "" {
		password := os.Getenv("PGPASSWORD")
		if password == "" {
			password = "dbos"
		}
		// Source: github.com/dbos-inc/dbos-transact-golang/chaos_tests/chaos_test.go:263 (escaper: url.QueryEscape puts the password into the userinfo of the connection URL the test connects with, where a space becomes a plus sign that is read back literally.)
		databaseURL = fmt.Sprintf("postgres://postgres:%s@localhost:5432/dbos?sslmode=disable", url.QueryEscape(password)) // defect escaper
	}
	return Config{DatabaseURL: databaseURL, AppName: "chaos-test"}
}

func TestChaosDatabase(t *testing.T) {
	if _, err := NewContext(setupDBOS(t)); err != nil {
		t.Fatal(err)
	}
}
