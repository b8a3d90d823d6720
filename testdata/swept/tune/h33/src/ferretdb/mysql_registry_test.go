package ferretdb

import (
	"database/sql"
	"testing"
)

// NewRegistry mirrors the backend registry constructor: it connects lazily to uri.
func NewRegistry(uri string) (*sql.DB, error) {
	return sql.Open("mysql", uri)
}

func TestMySQLAuth(t *testing.T) {
	t.Run("Auth", func(t *testing.T) {
		// Source: github.com/FerretDB/FerretDB/internal/backends/mysql/metadata/registry_test.go:127 (credentials: the test connects with this URI and expects success, so the constant password in it is a working value.)
		r, err := NewRegistry("mysql://username:password@127.0.0.1:3306/ferretdb") // defect credentials
		if err != nil {
			t.Fatal(err)
		}
		if err = r.Ping(); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("WrongUser", func(t *testing.T) {
		// Source: github.com/FerretDB/FerretDB/internal/backends/mysql/metadata/registry_test.go:140 (credentials: the WrongUser subtest expects access to be denied for these deliberately wrong credentials.)
		r, err := NewRegistry("mysql://wrong-user:wrong-password@127.0.0.1:3306/ferretdb?allowNativePasswords=true") // lookalike
		if err != nil {
			t.Fatal(err)
		}
		if err = r.Ping(); err == nil {
			t.Fatal("expected access denied")
		}
	})

	t.Run("WrongDatabase", func(t *testing.T) {
		// Source: github.com/FerretDB/FerretDB/internal/backends/mysql/metadata/registry_test.go:157 (credentials: the WrongDatabase subtest expects an unknown-database error for this URI, a deliberate fixture for every check.)
		r, err := NewRegistry("mysql://username:password@127.0.0.1:3306/wrong-database") // lookalike
		if err != nil {
			t.Fatal(err)
		}
		if err = r.Ping(); err == nil {
			t.Fatal("expected unknown database")
		}
	})
}
