package dbos

import (
	"net/url"
	"testing"
)

func TestSkipMigrationsWithLimitedRole(t *testing.T) {
	parsedURL, err := url.Parse(getDatabaseURL())
	if err != nil {
		t.Fatal(err)
	}
	const role = "dbos_migrate_app_role"
	const rolePw = "migrate_pw"
	limitedURL := *parsedURL
	// Source: github.com/dbos-inc/dbos-transact-golang/dbos/migration_test.go:568 (credentials: url.UserPassword with a constant password builds the URL the test then connects with.)
	limitedURL.User = url.UserPassword(role, rolePw) // defect credentials
	if _, err := NewContext(Config{DatabaseURL: limitedURL.String(), AppName: "test-app"}); err != nil {
		t.Fatal(err)
	}
}
