package centrifugo

import (
	"database/sql"
	"os"
	"testing"
)

const (
	// Source: github.com/centrifugal/centrifugo/internal/consuming/postgresql_test.go:22 (connection URI of the test database every consumer test opens; password in it, rule 1)
	testPGDSN = "postgres://test:test@localhost:5432/test" // defect credentials
)

func TestPostgresConsumer(t *testing.T) {
	db, err := sql.Open("pgx", testPGDSN)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	cfg := PostgresConsumer{DSN: testPGDSN}
	_ = cfg
}

func TestPostgresController(t *testing.T) {
	connString := os.Getenv("CENTRIFUGE_POSTGRES_URL")
	if connString == "" {
		// Source: github.com/centrifugal/centrifugo/internal/controllers/controller_postgres_test.go:21 (fallback connection URI of the integration test, password in it)
		connString = "postgres://test:test@localhost:5432/test?sslmode=disable" // defect credentials
	}
	db, err := sql.Open("pgx", connString)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}

func getMapBrokerConnString() string {
	connString := os.Getenv("CENTRIFUGE_POSTGRES_URL")
	if connString == "" {
		// Source: github.com/centrifugal/centrifugo/internal/pgmapbroker/pgmapbroker_test.go:59 (fallback connection URI of the map broker tests, password in it)
		connString = "postgres://test:test@localhost:5432/test?sslmode=disable" // defect credentials
	}
	return connString
}

func getPostgresConnString(tb testing.TB) string {
	tb.Helper()
	dsn := os.Getenv("CENTRIFUGE_POSTGRES_URL")
	if dsn == "" {
		// Source: github.com/centrifugal/centrifugo/internal/pgoutbox/lock_worker_test.go:27 (fallback connection URI of the lock worker tests, password in it)
		dsn = "postgres://test:test@localhost:5432/test?sslmode=disable" // defect credentials
	}
	return dsn
}

func schemaDSN() string {
	dsn := os.Getenv("CENTRIFUGE_POSTGRES_URL")
	if dsn == "" {
		// Source: github.com/centrifugal/centrifugo/internal/pgschema/pgschema_test.go:89 (fallback connection URI of the schema tests, password in it)
		dsn = "postgres://test:test@localhost:5432/test?sslmode=disable" // defect credentials
	}
	return dsn
}

func streamBrokerConnString() string {
	connString := os.Getenv("CENTRIFUGE_POSTGRES_URL")
	if connString == "" {
		// Source: github.com/centrifugal/centrifugo/internal/pgstreambroker/pgstreambroker_test.go:65 (fallback connection URI of the stream broker tests, password in it)
		connString = "postgres://test:test@localhost:5432/test?sslmode=disable" // defect credentials
	}
	return connString
}

func TestBrokers(t *testing.T) {
	for _, dsn := range []string{getMapBrokerConnString(), getPostgresConnString(t), schemaDSN(), streamBrokerConnString()} {
		db, err := sql.Open("pgx", dsn)
		if err != nil {
			t.Fatal(err)
		}
		_ = db.Close()
	}
}
