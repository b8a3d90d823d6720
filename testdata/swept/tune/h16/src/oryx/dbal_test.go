package oryx

import "testing"

func TestIsMemorySQLite(t *testing.T) {
	testCases := map[string]bool{
		SQLiteInMemory:               true,
		"memory":                     true,
		"sqlite://:memory:?_fk=true": true,
		"sqlite://file:uniquedb:?_fk=true&cache=shared": false,
		"sqlite://": false,
		// Source: github.com/ory/x/dbal/dsn_test.go:33 (credentials: a key of the table of DSNs given to IsMemorySQLite, the package's DSN classifier, which only says it is no SQLite memory DSN, rule 2c)
		"postgresql://username:secret@localhost:5432/database": false, // lookalike
	}

	for dsn, expected := range testCases {
		t.Run("dsn="+dsn, func(t *testing.T) {
			if got := IsMemorySQLite(dsn); got != expected {
				t.Errorf("IsMemorySQLite(%q) = %v, want %v", dsn, got, expected)
			}
		})
	}
}
