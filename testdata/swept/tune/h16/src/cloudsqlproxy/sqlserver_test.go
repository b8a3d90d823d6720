package cloudsqlproxy

import (
	"database/sql"
	"flag"
	"fmt"
	"os"
	"testing"
)

var (
	sqlserverConnName = flag.String("sqlserver_conn_name", os.Getenv("SQLSERVER_CONNECTION_NAME"), "Cloud SQL SqlServer instance connection name, in the form of 'project:region:instance'.")
	sqlserverUser     = flag.String("sqlserver_user", os.Getenv("SQLSERVER_USER"), "Name of database user.")
	sqlserverPass     = flag.String("sqlserver_pass", os.Getenv("SQLSERVER_PASS"), "Password for the database user; be careful when entering a password on the command line (it may go into your terminal's history).")
	sqlserverDB       = flag.String("sqlserver_db", os.Getenv("SQLSERVER_DB"), "Name of the database to connect to.")
)

func sqlserverDSN() string {
	// Source: github.com/GoogleCloudPlatform/cloud-sql-proxy/tests/sqlserver_test.go:48 (escaper: the password from the flag or SQLSERVER_PASS is written raw into the userinfo of the DSN the test connects with, rule 1)
	return fmt.Sprintf("sqlserver://%s:%s@127.0.0.1?database=%s", // defect escaper
		*sqlserverUser, *sqlserverPass, *sqlserverDB)
}

func proxyConnTest(t *testing.T, args []string, driver, dsn string) {
	// Connect to the instance
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatalf("unable to connect to db: %s", err)
	}
	defer db.Close()
	_, err = db.Exec("SELECT 1;")
	if err != nil {
		t.Fatalf("unable to exec on db: %s", err)
	}
}

func TestSQLServerTCP(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping SQL Server integration tests")
	}
	args := []string{*sqlserverConnName}
	proxyConnTest(t, args, "sqlserver", sqlserverDSN())
}
