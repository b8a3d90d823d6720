package pgweb

import (
	"database/sql"
	"fmt"
	"os"
	"testing"
)

var (
	serverHost     string
	serverPort     string
	serverUser     string
	serverDatabase string
)

func getVar(name, def string) string {
	if val := os.Getenv(name); val != "" {
		return val
	}
	return def
}

func initVars() {
	serverHost = getVar("PGHOST", "localhost")
	serverPort = getVar("PGPORT", "5432")
	serverUser = getVar("PGUSER", "postgres")
	serverDatabase = getVar("PGDATABASE", "booktown")
}

// Source: github.com/sosedoff/pgweb/pkg/client/client_test.go:140 (the test client's URL joins the host from PGHOST to the port from PGPORT with ':')
func setupClient(t *testing.T) *sql.DB {
	initVars()
	url := fmt.Sprintf("postgres://%s@%s:%s/%s?sslmode=disable", serverUser, serverHost, serverPort, serverDatabase) // defect hostjoin
	db, err := sql.Open("postgres", url)
	if err != nil {
		t.Skip(err)
	}
	return db
}

func TestConnect(t *testing.T) {
	db := setupClient(t)
	defer db.Close()
}
