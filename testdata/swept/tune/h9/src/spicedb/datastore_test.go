package spicedb

import (
	"database/sql"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
)

type provisionedUser string

const (
	testuser     provisionedUser = "testuser"
	unprivileged provisionedUser = "unprivileged"
)

func newCRDBWithUsers(t *testing.T) map[provisionedUser]string {
	host := os.Getenv("CRDB_HOST")
	port := os.Getenv("CRDB_PORT")
	hostAndPort := net.JoinHostPort(host, port)
	return map[provisionedUser]string{
		// Source: github.com/authzed/spicedb/internal/datastore/crdb/crdb_test.go:387 (connection URI the test logs in with as the user it created, password in it, rule 1)
		testuser: fmt.Sprintf("postgresql://testuser:testpass@%[1]s/testspicedb?sslmode=require", hostAndPort), // defect credentials
		// Source: github.com/authzed/spicedb/internal/datastore/crdb/crdb_test.go:388 (the unprivileged user's connection URI, same kind of password)
		unprivileged: fmt.Sprintf("postgresql://unprivileged:testpass2@%[1]s/testspicedb?sslmode=require", hostAndPort), // defect credentials
	}
}

func TestRelationshipIntegrity(t *testing.T) {
	for _, dsn := range newCRDBWithUsers(t) {
		db, err := sql.Open("pgx", dsn)
		if err != nil {
			t.Fatal(err)
		}
		_ = db.Close()
	}
}

func TestRegisterPrometheusCollectors(t *testing.T) {
	const (
		readMaxConns  = 10
		writeMaxConns = 20
	)
	// Source: github.com/authzed/spicedb/internal/datastore/crdb/crdb_test.go:869 (configuration of the read pool the test builds, password in the URI, rule 1)
	readPoolConfig, err := pgxpool.ParseConfig(fmt.Sprintf("postgres://db:password@pg.example.com:5432/mydb?pool_max_conns=%d", readMaxConns)) // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/authzed/spicedb/internal/datastore/crdb/crdb_test.go:877 (the write pool's configuration, same password)
	writePoolConfig, err := pgxpool.ParseConfig(fmt.Sprintf("postgres://db:password@pg.example.com:5432/mydb?pool_max_conns=%d", writeMaxConns)) // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	_, _ = readPoolConfig, writePoolConfig
}

func TestDefaultQueryExecMode(t *testing.T) {
	// Source: github.com/authzed/spicedb/internal/datastore/postgres/postgres_test.go:84 (connection configuration the test parses and configures, password in the URI, rule 1)
	parsedConfig, err := pgxpool.ParseConfig("postgres://username:password@localhost:5432/dbname") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	_ = parsedConfig
}

func TestDefaultQueryExecModeOverridden(t *testing.T) {
	// Source: github.com/authzed/spicedb/internal/datastore/postgres/postgres_test.go:93 (same configuration with a query option, same password)
	parsedConfig, err := pgxpool.ParseConfig("postgres://username:password@localhost:5432/dbname?default_query_exec_mode=cache_statement") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	_ = parsedConfig
}

const (
	replClusterUser     = "postgres"
	replClusterPassword = "testpass" // defect credentials
	replClusterDB       = "spicedb"
)

func connURI(hostPort string) string {
	// Source: github.com/authzed/spicedb/internal/datastore/postgres/replicacluster_test.go:254 (connection URI of the test's replica cluster with the constant password written into the userinfo)
	return fmt.Sprintf("postgres://%s:%s@%s/%s?sslmode=disable", replClusterUser, replClusterPassword, hostPort, replClusterDB)
}

func TestReplicaCluster(t *testing.T) {
	db, err := sql.Open("pgx", connURI(net.JoinHostPort(os.Getenv("PG_HOST"), "5432")))
	if err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
}

// MetricsIDFromURL returns the host and path of a datastore URL, without its credentials.
func MetricsIDFromURL(dsURL string) (string, error) {
	if dsURL == "" {
		return "", errors.New("datastore URL is empty")
	}
	u, err := url.Parse(dsURL)
	if err != nil {
		return "", err
	}
	return u.Host + u.Path, nil
}

func TestMetricsIDFromURL(t *testing.T) {
	tcs := []struct {
		dsURL    string
		expected string
	}{
		{
			// Source: github.com/authzed/spicedb/internal/datastore/common/url_test.go:21 (input of the package's function that strips the credentials, rule 2c)
			"postgres://user:password@localhost:5432/dbname", // lookalike
			"localhost:5432/dbname",
		},
		{
			// Source: github.com/authzed/spicedb/internal/datastore/common/url_test.go:26 (same function, a MySQL URL, rule 2c)
			"mysql://user:password@localhost:3306/dbname", // lookalike
			"localhost:3306/dbname",
		},
	}
	for _, tc := range tcs {
		t.Run(tc.dsURL, func(t *testing.T) {
			result, err := MetricsIDFromURL(tc.dsURL)
			if err != nil || result != tc.expected {
				t.Fatalf("got %s, %v", result, err)
			}
		})
	}
}

func redactPassword(s, password string) string {
	return strings.ReplaceAll(s, password, "<redacted>")
}

func TestRedactErrorURL(t *testing.T) {
	cases := map[string]string{
		// Source: github.com/authzed/spicedb/pkg/datastore/errors_test.go:45 (input of the package's error redactor, with the password it must take out, rule 2c)
		"postgres://foo:bar:baz@someurl": "bar", // lookalike
	}
	for in, pw := range cases {
		if strings.Contains(redactPassword(in, pw), pw) {
			t.Fatal("password not redacted")
		}
	}
}
