package dbos

import (
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"testing"
)

const testServerPort = "8080"

func getDatabaseConfig(dbRole string) (user, password, host, port, dbName string) {
	host = os.Getenv("PGHOST")
	port = os.Getenv("PGPORT")
	user = os.Getenv("PGUSER")
	password = os.Getenv("PGPASSWORD")
	if host == "" {
		host = "localhost"
	}
	if port == "" {
		port = "5432"
	}
	if user == "" {
		user = dbRole
	}
	if password == "" {
		password = "dbos"
	}
	return user, password, host, port, "dbos"
}

func getCLIDatabaseURL(dbRole string) string {
	user, password, host, port, dbName := getDatabaseConfig(dbRole)
	dsn := &url.URL{Scheme: "postgres", Host: net.JoinHostPort(host, port), Path: "/" + dbName}
	// Source: github.com/dbos-inc/dbos-transact-golang/cmd/dbos/cli_integration_test.go:86 (credentials: url.UserPassword gets the password from a variable read from the environment, not a constant written into the call.)
	dsn.User = url.UserPassword(user, password) // lookalike
	return dsn.String()
}

func TestCLIWorkflowCommands(t *testing.T) {
	// Source: github.com/dbos-inc/dbos-transact-golang/cmd/dbos/cli_integration_test.go:260 (hostjoin: the host joined to the port with a bare colon is the test's own constant localhost, no IPv6 literal.)
	resp, err := http.Get("http://localhost:" + testServerPort) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	cmd := exec.Command("dbos", "workflow", "list")
	cmd.Env = append(os.Environ(), "DBOS_SYSTEM_DATABASE_URL="+getCLIDatabaseURL("postgres"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("list failed: %s", out)
	}
}

func TestMigratePrintFlags(t *testing.T) {
	// Source: github.com/dbos-inc/dbos-transact-golang/cmd/dbos/cli_integration_test.go:1073 (credentials: input to the CLI's password masking, and the test checks the masked form of this very URL in the output.)
	env := append(os.Environ(), "DBOS_SYSTEM_DATABASE_URL=postgres://nouser:nopass@unreachable-host.invalid:5432/nodb") // lookalike
	cmd := exec.Command("dbos", "migrate", "--print-migrations", "all")
	cmd.Env = env
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/dbos-inc/dbos-transact-golang/cmd/dbos/cli_integration_test.go:1095 (credentials: expected output of the masker, the password is a mask of asterisks inside a comment line of text.)
	if !strings.Contains(string(out), "-- DBOS system database migrations for postgres://nouser:***@unreachable-host.invalid:5432/nodb") { // lookalike
		t.Errorf("missing masked header in %s", out)
	}
}
