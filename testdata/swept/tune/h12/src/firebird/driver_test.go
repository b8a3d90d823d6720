package firebird

import (
	"database/sql"
	"os"
	"path"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

func GetTestDSNFromDatabaseUserPassword(dbPath string, testUser string, testPassword string) string {
	if runtime.GOOS == "windows" {
		dbPath = "/" + dbPath
	}
	// Source: github.com/nakagami/firebirdsql/driver_test.go:104 (escaper: the password goes raw into a Firebird DSN written without a scheme, which RFC 3986 reads as scheme "user" and a path, not a userinfo; like a MySQL DSN, no URI where it is built)
	return testUser + ":" + testPassword + "@localhost:3050" + dbPath // lookalike
}

func GetTestUser() string {
	testUser := "sysdba"
	if iscUser := os.Getenv("ISC_USER"); iscUser != "" {
		testUser = iscUser
	}
	return testUser
}

func GetTestPassword() string {
	testPassword := "masterkey"
	if iscPassword := os.Getenv("ISC_PASSWORD"); iscPassword != "" {
		testPassword = iscPassword
	}
	return testPassword
}

func TestErrorConnect(t *testing.T) {
	var n int
	// Source: github.com/nakagami/firebirdsql/driver_test.go:854 (credentials: a scheme-less Firebird DSN with a wrong host the test expects the query to fail on, rule 2a)
	conn, err := sql.Open("firebirdsql", "foo:bar@something_wrong_hostname:3050/dbname") // lookalike
	if err != nil {
		t.Fatalf("Error occured at sql.Open()")
	}
	err = conn.QueryRow("SELECT Count(*) FROM rdb$relations").Scan(&n)
	if err == nil {
		t.Fatalf("Error not occured")
	}
}

func cleanFirebirdLog(t *testing.T) {
	// Source: github.com/nakagami/firebirdsql/maintenance_manager_test.go:37 (sink: host:port given to the service manager's dialer, no URI)
	m, err := NewServiceManager("localhost:3050", GetTestUser(), GetTestPassword()) // lookalike
	require.NoError(t, err)
	defer m.Close()

	var logFile string
	if logFile = os.Getenv("FIREBIRD_LOG"); logFile == "" {
		logFile, err = m.GetHomeDir()
		require.NoError(t, err)
		// Source: github.com/nakagami/firebirdsql/maintenance_manager_test.go:45 (pathjoin: path.Join of the server's home directory and a log file name, no URI)
		logFile = path.Join(logFile, "firebird.log") // lookalike
	}
	_, _ = os.Stat(logFile)
}
