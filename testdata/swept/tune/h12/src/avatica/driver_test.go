package avatica

import (
	"database/sql"
	"os"
	"testing"
)

var dsn string

func init() {
	env := func(key, defaultValue string) string {
		if value := os.Getenv(key); value != "" {
			return value
		}
		return defaultValue
	}
	if val := os.Getenv("AVATICA_FLAVOR"); val == "PHOENIX" {
		// Source: github.com/apache/calcite-avatica-go/driver_test.go:48 (sink: a complete http URI of the test server as an environment fallback, nothing odd)
		dsn = env("PHOENIX_HOST", "http://phoenix:8765") // lookalike
	}
}

func runTests(t *testing.T, dsn string, test func(db *sql.DB)) {
	db, err := sql.Open("avatica", dsn)
	if err != nil {
		t.Fatalf("error connecting: %s", err)
	}
	defer db.Close()
	test(db)
}

func TestConnectionToInvalidServerShouldReturnError(t *testing.T) {
	// Source: github.com/apache/calcite-avatica-go/driver_test.go:144 (sink: a well-formed URI of a host that is not there; the test tries the connection, and nothing in the URI is wrong)
	runTests(t, "http://invalid-server:8765", func(db *sql.DB) { // lookalike
		_, err := db.Exec(`CREATE TABLE t (id INTEGER PRIMARY KEY)`)
		if err == nil {
			t.Fatal("Expected an error due to connection to invalid server, but got nothing.")
		}
	})
}
