package ent

import (
	"context"
	"database/sql"
	"fmt"
	"net"
	"net/http/httptest"
	"net/url"
	"strconv"
	"testing"

	"ariga.io/atlas-go-sdk/atlasexec"
)

func versioned(t *testing.T, drv *sql.DB, devURL string) {
	t.Helper()
	if err := NamedDiff(context.Background(), devURL, "changes"); err != nil {
		t.Fatal(err)
	}
}

func TestMySQLVersioned(t *testing.T) {
	for version, port := range map[string]int{"8": 3308} {
		t.Run(version, func(t *testing.T) {
			vdrv, err := sql.Open("mysql", fmt.Sprintf("root@tcp(localhost:%d)/versioned_migrate?parseTime=True", port))
			if err != nil {
				t.Fatal(err)
			}
			defer vdrv.Close()
			// Source: github.com/ent/ent/entc/integration/migrate/migrate_test.go:88 (credentials: the password of the MySQL server in the dev database URL the versioned migration test connects with, a working value)
			devURL := fmt.Sprintf("mysql://root:pass@localhost:%d/versioned_migrate_dev?parseTime=True", port) // defect credentials
			versioned(t, vdrv, devURL)
		})
	}
}

func TestPostgresVersioned(t *testing.T) {
	for version, port := range map[string]int{"15": 5434} {
		t.Run(version, func(t *testing.T) {
			vdrv, err := sql.Open("postgres", fmt.Sprintf("host=localhost port=%d user=postgres dbname=versioned_migrate sslmode=disable", port))
			if err != nil {
				t.Fatal(err)
			}
			defer vdrv.Close()
			// Source: github.com/ent/ent/entc/integration/migrate/migrate_test.go:160 (credentials: the server's password in the dev database URL the test connects with)
			devURL := fmt.Sprintf("postgres://postgres:pass@localhost:%d/versioned_migrate_dev?sslmode=disable&search_path=public", port) // defect credentials
			versioned(t, vdrv, devURL)
		})
	}
}

func TestMultiSchemaMigrateApply(t *testing.T) {
	ac, err := atlasexec.NewClient(".", "atlas")
	if err != nil {
		t.Fatalf("failed to initialize client: %v", err)
	}
	res, err := ac.MigrateApply(context.Background(), &atlasexec.MigrateApplyParams{
		// Source: github.com/ent/ent/entc/integration/multischema/multischema_test.go:195 (credentials: the server's password in the URL atlas applies the migrations to, a working value)
		URL:        "mysql://root:pass@:3308/", // defect credentials
		AllowDirty: true,
	})
	if err != nil {
		t.Fatalf("failed to apply migrations: %v", err)
	}
	_ = res
}

func TestMySQL(t *testing.T) {
	for version, port := range map[string]int{"57": 3307} {
		addr := net.JoinHostPort("localhost", strconv.Itoa(port))
		t.Run(version, func(t *testing.T) {
			// Source: github.com/ent/ent/entc/integration/integration_test.go:77 (credentials: a MySQL-style DSN, no URI, which the checks leave alone)
			db, err := sql.Open("mysql", fmt.Sprintf("root:pass@tcp(%s)/test?parseTime=True", addr)) // lookalike
			if err != nil {
				t.Fatal(err)
			}
			db.Close()
		})
	}
}

func TestCustomIDMySQL(t *testing.T) {
	for version, port := range map[string]int{"8": 3308} {
		// Source: github.com/ent/ent/entc/integration/customid/customid_test.go:40 (hostjoin: a constant host and the port joined with net.JoinHostPort)
		addr := net.JoinHostPort("localhost", strconv.Itoa(port)) // lookalike
		t.Run(version, func(t *testing.T) {
			if addr == "" {
				t.Fatal("empty")
			}
		})
	}
}

func TestPredicates(t *testing.T) {
	u1, err := url.Parse("https://github.com/a8m/ent")
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/ent/ent/entc/integration/json/json_test.go:390 (credentials: a user name without a password, stored as a field value)
	u2, err := url.Parse("ftp://a8m@github.com/ent") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if u1.Host != u2.Host {
		t.Fatal("hosts differ")
	}
}

func TestGremlinConfig(t *testing.T) {
	cfg := Config{
		Endpoint: Endpoint{
			URL: func() *url.URL {
				// Source: github.com/ent/ent/dialect/gremlin/config_test.go:49 (hostform: a one-label host, the service name of the test's compose file)
				u, _ := url.Parse("http://gremlin-server/gremlin") // lookalike
				return u
			}(),
		},
	}
	if cfg.Endpoint.URL == nil {
		t.Fatal("no URL")
	}
}

func TestConnClose(t *testing.T) {
	srv := httptest.NewServer(nil)
	defer srv.Close()
	// Source: github.com/ent/ent/dialect/gremlin/internal/ws/conn_test.go:72 (hostjoin: a scheme before the test server listener's host:port)
	conn, err := DefaultDialer.Dial("ws://" + srv.Listener.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = conn
}

func TestGlobalID(t *testing.T) {
	// Source: github.com/ent/ent/cmd/entfix/entfix_test.go:34 (escaper: the test's name in the opaque path of a SQLite file: URI, where no escaper is certain to be missing)
	dsn := fmt.Sprintf("file:%s?mode=memory&cache=shared&_fk=1", t.Name()) // lookalike
	db, err := sql.Open("sqlite3", dsn)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
}
