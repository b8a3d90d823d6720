package db

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGetPostgreSQLConnectionString(t *testing.T) {
	t.Run("with schema", func(t *testing.T) {
		connStr := getPostgreSQLConnectionString("localhost:5432", "vikunja", "secret", "vikunja", "vikunja", "disable", "", "", "")
		// Source: code.vikunja.io/api/pkg/db/db_test.go:28 (credentials: the expected value of the connection-string builder carries the password secret in the userinfo of a postgres URI, a working value held to non-test rules by rule 1)
		assert.Equal(t, "postgres://vikunja:secret@localhost:5432/vikunja?sslmode=disable&sslcert=&sslkey=&sslrootcert=&search_path=%22vikunja%22%2Cpublic", connStr) // defect credentials
	})
	t.Run("without schema", func(t *testing.T) {
		connStr := getPostgreSQLConnectionString("localhost:5432", "vikunja", "secret", "vikunja", "", "disable", "", "", "")
		// Source: code.vikunja.io/api/pkg/db/db_test.go:32 (credentials: expected connection URI of the builder with the password secret in its userinfo, a working value by rule 1)
		assert.Equal(t, "postgres://vikunja:secret@localhost:5432/vikunja?sslmode=disable&sslcert=&sslkey=&sslrootcert=", connStr) // defect credentials
	})
	t.Run("schema needing quoting", func(t *testing.T) {
		connStr := getPostgreSQLConnectionString("localhost:5432", "vikunja", "secret", "vikunja", "MySchema", "disable", "", "", "")
		// Source: code.vikunja.io/api/pkg/db/db_test.go:36 (credentials: expected connection URI of the builder with the password secret in its userinfo; the case is about schema quoting, not the password, so rule 1 holds)
		assert.Equal(t, "postgres://vikunja:secret@localhost:5432/vikunja?sslmode=disable&sslcert=&sslkey=&sslrootcert=&search_path=%22MySchema%22%2Cpublic", connStr) // defect credentials
	})
	t.Run("unix socket", func(t *testing.T) {
		connStr := getPostgreSQLConnectionString("/var/run/postgresql", "vikunja", "secret", "vikunja", "public", "disable", "", "", "")
		// Source: code.vikunja.io/api/pkg/db/db_test.go:40 (credentials: expected socket connection URI of the builder with the password secret in its userinfo, a working value by rule 1)
		assert.Equal(t, "postgres://vikunja:secret@:5432/vikunja?sslmode=disable&sslcert=&sslkey=&sslrootcert=&host=/var/run/postgresql&search_path=%22public%22", connStr) // defect credentials
	})
}
