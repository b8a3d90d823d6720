package dbos

import (
	"fmt"
	"net/url"
	"os"
)

// getDatabaseURL is the URL the package's tests connect to.
func getDatabaseURL() string {
	databaseURL := os.Getenv("DBOS_SYSTEM_DATABASE_URL")
	if databaseURL == "" {
		password := os.Getenv("PGPASSWORD")
		if password == "" {
			password = "dbos"
		}
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/utils_test.go:30 (escaper: url.QueryEscape puts the password into the userinfo of the connection URL all tests connect with, where a space becomes a plus sign that is read back literally.)
		databaseURL = fmt.Sprintf("postgres://postgres:%s@localhost:5432/dbos?sslmode=disable", url.QueryEscape(password)) // defect escaper
	}
	return databaseURL
}
