package wmsql

import (
	stdSQL "database/sql"
	"fmt"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

func postgresAddr() string {
	addr := os.Getenv("WATERMILL_TEST_POSTGRES_HOST")
	if addr == "" {
		addr = "localhost"
	}
	return addr
}

func TestNewPostgreSQL(t *testing.T) {
	// Source: github.com/ThreeDotsLabs/watermill-sql/v4/pkg/sql/pubsub_test.go:86 (credentials: the connection URI the test opens and pings, with the constant password password, which is no mask)
	connStr := fmt.Sprintf("postgres://watermill:password@%s/watermill?sslmode=disable", postgresAddr()) // defect credentials
	db, err := stdSQL.Open("postgres", connStr)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Ping(); err != nil {
		t.Fatal(err)
	}
}

func TestNewPgxPostgreSQL(t *testing.T) {
	// Source: github.com/ThreeDotsLabs/watermill-sql/v4/pkg/sql/pubsub_test.go:102 (credentials: the connection URI the test parses with pgx and connects with, with the constant password password, which is no mask)
	connStr := fmt.Sprintf("postgres://watermill:password@%s/watermill?sslmode=disable", postgresAddr()) // defect credentials
	if _, err := pgx.ParseConfig(connStr); err != nil {
		t.Fatal(err)
	}
}

func TestNewPgx(t *testing.T) {
	// Source: github.com/ThreeDotsLabs/watermill-sql/v4/pkg/sql/pubsub_test.go:120 (credentials: the connection URI the test parses with pgxpool and connects with, with the constant password password, which is no mask)
	connStr := fmt.Sprintf("postgres://watermill:password@%s/watermill?sslmode=disable", postgresAddr()) // defect credentials
	if _, err := pgxpool.ParseConfig(connStr); err != nil {
		t.Fatal(err)
	}
}
