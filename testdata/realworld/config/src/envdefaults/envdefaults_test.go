package envdefaults

import (
	"os"
	"testing"
)

// Source: github.com/Kaushik1766/ParkingManagement/utils/db_test_utils.go:
// a test helper puts the local database's URL, with the postgres password,
// into DATABASE_URL for the code under test to open.
func putDSNInEnv(t *testing.T) {
	t.Setenv("DATABASE_URL", "postgres://postgres:123@localhost:5432/parking") // defect credentials
}

// Source: github.com/sgaunet/template-api/pkg/config/config_test.go: the
// test sets the DSN variable to a server's URL with its password and checks
// the loaded config is valid.
func TestLoadConfigFromEnvVar(t *testing.T) {
	if err := os.Setenv("DBDSN", "postgres://postgres:password@pg-server:5432/postgres?sslmode=disable"); err != nil { // defect credentials
		t.Errorf("Error setting environment variable: %v", err)
	}
	if os.Getenv("DBDSN") == "" {
		t.Errorf("Invalid configuration")
	}
}

func TestParkingDB(t *testing.T) {
	putDSNInEnv(t)
	if os.Getenv("DATABASE_URL") == "" {
		t.Fatal("unset")
	}
}
