package jet

import (
	"database/sql"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

func dsn(host string, port int, dbName, user, password string) string {
	// Source: github.com/go-jet/jet/tests/postgres/generator_test.go:28 (hostjoin: every caller passes the tests' constant host PgHost, "localhost", which the test sets itself, rule 3)
	return fmt.Sprintf("postgresql://%s:%s@%s:%d/%s?sslmode=disable", // lookalike
		user,
		password,
		host,
		port,
		dbName,
	)
}

func defaultDSN() string {
	return dsn(
		PgHost,
		PgPort,
		PgDBName,
		PgUser,
		PgPassword,
	)
}

func TestGeneratedModel(t *testing.T) {
	err := GenerateDSN(defaultDSN(), "dvds", t.TempDir())
	require.NoError(t, err)
}

// insertLink writes the debug SQL of an INSERT of a link with the default description.
func insertLink(id int, url, name string) string {
	return fmt.Sprintf("\nINSERT INTO test_sample.link\nVALUES (%d, '%s', '%s', DEFAULT);\n", id, url, name)
}

func assertDebugStatementSQL(t *testing.T, stmt string, expectedQuery string, expectedArgs ...interface{}) {
	t.Helper()
	require.Equal(t, expectedQuery, stmt)
}

func TestInsertEmptyColumnList(t *testing.T) {
	stmt := insertLink(100, "http://www.postgresqltutorial.com", "PostgreSQL Tutorial")

	// Source: github.com/go-jet/jet/tests/postgres/insert_test.go:76 (syntax: the SQL statement the test expects the builder to write, whose quoted values hold a URL; no URI)
	assertDebugStatementSQL(t, stmt, "\nINSERT INTO test_sample.link\nVALUES (100, 'http://www.postgresqltutorial.com', 'PostgreSQL Tutorial', DEFAULT);\n", // lookalike
		100, "http://www.postgresqltutorial.com", "PostgreSQL Tutorial")

	db, err := sql.Open("pgx", defaultDSN())
	require.NoError(t, err)
	defer db.Close()
	_, err = db.Exec(stmt)
	require.NoError(t, err)
}
