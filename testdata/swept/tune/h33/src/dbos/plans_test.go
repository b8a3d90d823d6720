package dbos

import (
	"fmt"
	"net/url"
	"os"
	"testing"
)

func TestLatestApplicationVersionUsesIndexes(t *testing.T) {
	databaseURL := os.Getenv("DBOS_SYSTEM_DATABASE_URL")
	if databaseURL == "" {
		password := os.Getenv("PGPASSWORD")
		if password == "" {
			password = "dbos"
		}
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/internal/sysdb/plans_test.go:51 (escaper: url.QueryEscape puts the password into the userinfo of the connection URL the test opens a pool on, where a space becomes a plus sign that is read back literally.)
		databaseURL = fmt.Sprintf("postgres://postgres:%s@localhost:5432/dbos?sslmode=disable", url.QueryEscape(password)) // defect escaper
	}
	if _, err := NewContext(Config{DatabaseURL: databaseURL}); err != nil {
		t.Fatal(err)
	}
}
