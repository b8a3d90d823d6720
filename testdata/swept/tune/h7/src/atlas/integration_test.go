package atlas

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"testing"
)

type pgTest struct {
	port int
}

type crdbTest struct {
	port int
}

func (t *crdbTest) url(_ string) string {
	// Source: github.com/ariga/atlas/internal/integration/cockroach_test.go:779 (URL of the CockroachDB the integration tests run against, password in it)
	return fmt.Sprintf("postgres://root:pass@localhost:%d/defaultdb?sslmode=disable", t.port) // defect credentials
}

func TestInterrupt(t *testing.T) {
	port := 54321
	// Source: github.com/ariga/atlas/internal/integration/integration_test.go:69 (a mock database that accepts the connection; the URI is a working connection target with a password)
	cmd := exec.Command("atlas", "schema", "inspect", "--url", fmt.Sprintf("postgres://user:pass@localhost:%d/db?sslmode=disable", port)) // defect credentials
	if err := cmd.Start(); err != nil {
		t.Skip(err)
	}
	_ = cmd.Wait()
}

func TestMySQL_Open(t *testing.T) {
	port := 3306
	// Source: github.com/ariga/atlas/internal/integration/mysql_test.go:51 (connection to the test MySQL, password in the URI)
	c, err := sqlclientOpen(context.Background(), fmt.Sprintf("mysql://root:pass@localhost:%d/test?parseTime=true", port)) // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
}

func TestPostgres_Snapshot(t *testing.T) {
	pt := &pgTest{port: 5430}
	// Source: github.com/ariga/atlas/internal/integration/postgres_test.go:641 (connection to the test PostgreSQL, password in the URI)
	client, err := sqlclientOpen(context.Background(), fmt.Sprintf("postgres://postgres:pass@localhost:%d/test?sslmode=disable&search_path=another", pt.port)) // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
}

func TestPostgres_SchemaDiff(t *testing.T) {
	pt := &pgTest{port: 5430}
	diff := func(db1, db2 string) string {
		out, err := exec.Command("atlas", "schema", "diff",
			// Source: github.com/ariga/atlas/internal/integration/postgres_test.go:1116 (schema diff source database URL, password in it)
			"--from", fmt.Sprintf("postgres://postgres:pass@localhost:%d/%s", pt.port, db1), // defect credentials
			// Source: github.com/ariga/atlas/internal/integration/postgres_test.go:1117 (schema diff target database URL, same password)
			"--to", fmt.Sprintf("postgres://postgres:pass@localhost:%d/%s", pt.port, db2), // defect credentials
		).CombinedOutput()
		if err != nil {
			t.Fatal(err, string(out))
		}
		return strings.TrimSpace(string(out))
	}
	_ = diff("test1", "test2")
}

func TestScriptDevDatabases(t *testing.T) {
	port := 3306
	schema := "script"
	// Source: github.com/ariga/atlas/internal/integration/script_test.go:111 (dev database of the MySQL script tests, password in the URI)
	dev, err := sqlclientOpen(context.Background(), fmt.Sprintf("mysql://root:pass@localhost:%d/%s", port, schema)) // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	defer dev.Close()
	pgPort := 5430
	// Source: github.com/ariga/atlas/internal/integration/script_test.go:138 (dev database of the PostgreSQL script tests, password in the URI)
	pgDev, err := sqlclientOpen(context.Background(), fmt.Sprintf("postgres://postgres:pass@localhost:%d/test?search_path=%s&sslmode=disable", pgPort, schema)) // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	defer pgDev.Close()
}
