package migrate

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestMongoAuth(t *testing.T) {
	testcases := []struct {
		name            string
		connectURI      string
		isErrorExpected bool
	}{
		// Source: github.com/golang-migrate/migrate/v4/database/mongodb/mongodb_test.go:172 (right auth data: user and password of a connection the test expects to work)
		{"right auth data", "mongodb://ledger:l3dgerpw@%s/orders", false}, // defect credentials
		// Source: github.com/golang-migrate/migrate/v4/database/mongodb/mongodb_test.go:173 (wrong auth data, expected to fail)
		{"wrong auth data", "mongodb://wrong:auth@%s/orders", true}, // lookalike
	}
	for _, tc := range testcases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Open(fmt.Sprintf(tc.connectURI, "127.0.0.1:27017"))
			if (err != nil) != tc.isErrorExpected {
				t.Skip("needs a server")
			}
		})
	}
}

// Source: github.com/golang-migrate/migrate/v4/database/neo4j/neo4j_test.go:31 (bolt connection string with the test database's password, used to connect)
func graphConnectionString(addr string) string {
	return "bolt://graph:gr4phtest@" + addr // defect credentials
}

func TestGraph(t *testing.T) {
	open(t, graphConnectionString("127.0.0.1:7687"))
}

func TestYugabyteReady(t *testing.T) {
	// Source: github.com/golang-migrate/migrate/v4/database/yugabytedb/yugabytedb_test.go:50 (connection URL with yugabyte:yugabyte used to ping the container)
	open(t, "postgres://yugabyte:yugabyte@127.0.0.1:5433?sslmode=disable") // defect credentials
	// Source: github.com/golang-migrate/migrate/v4/database/yugabytedb/yugabytedb_test.go:71 (same connection URL in the open test)
	open(t, "postgres://yugabyte:yugabyte@127.0.0.1:5433/ledger?sslmode=disable") // defect credentials
	// Source: github.com/golang-migrate/migrate/v4/database/yugabytedb/yugabytedb_test.go:92 (driver URL with the same password)
	open(t, "yugabyte://yugabyte:yugabyte@127.0.0.1:5433/ledger?x-migrations-table=versions") // defect credentials
}

func TestPostgresPasswordVerb(t *testing.T) {
	pgPassword := "from-env"
	// Source: github.com/golang-migrate/migrate/v4/database/postgres/postgres_test.go:263 (password written as a format verb)
	dsn := fmt.Sprintf("postgres://app:%s@127.0.0.1:5432/appdb?sslmode=disable&x-custom=tenant_a", pgPassword) // lookalike
	open(t, dsn)
}

func TestEnterpriseSource(t *testing.T) {
	ts := httptest.NewServer(http.NotFoundHandler())
	defer ts.Close()
	u, err := url.Parse(ts.URL)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/golang-migrate/migrate/v4/source/github_ee/github_ee_test.go:39 (source URL with user:token used by the test client against a fake server)
	src := "github-ee://octo:t0kenpw@" + u.Host + "/acme/migrations/sql?verify-tls=false#4f2a9c1" // defect credentials
	open(t, src)
}
