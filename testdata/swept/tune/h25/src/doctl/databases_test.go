package doctl

import (
	"bytes"
	"errors"
	"testing"

	"github.com/digitalocean/godo"
)

var (
	// godo mocks

	testGODOConnection = &godo.DatabaseConnection{
		// Source: github.com/digitalocean/doctl/commands/databases_test.go:19 (credentials: the mock connection the fake databases service hands RunDatabaseConnectionGet, which prints it; the test only checks for no error and never compares the URI or the password, a working value, rule 1)
		URI:      "postgres://doadmin:foobaz@foo-foobar-do-user-1-0.db.ondigitalocean.com:25060/defaultdb?sslmode=require", // defect credentials
		Database: "defaultdb",
		Host:     "foo-foobar-do-user-1-0.db.ondigitalocean.com",
		Port:     25060,
		Password: "foobaz",
		User:     "doadmin",
		SSL:      true,
	}

	testGODOUser = &godo.DatabaseUser{
		Name:     "doadmin",
		Role:     "primary",
		Password: "foobaz",
	}

	testDBCluster = godo.Database{
		ID:         "ea4652de-4fe0-11e9-b7ab-df1ef30eab9e",
		Name:       "sunny-db-cluster",
		EngineSlug: "pg",
		Connection: testGODOConnection,
		Users:      []godo.DatabaseUser{*testGODOUser},
	}

	errTest = errors.New("an error")
)

type fakeDatabases struct {
	conn *godo.DatabaseConnection
	err  error
}

func (f fakeDatabases) GetConnection(id string, private bool) (*godo.DatabaseConnection, error) {
	return f.conn, f.err
}

func TestDatabaseConnectionGet(t *testing.T) {
	// Success
	var out bytes.Buffer
	err := RunDatabaseConnectionGet(fakeDatabases{conn: testDBCluster.Connection}, &out, testDBCluster.ID, false)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}

	// Error
	err = RunDatabaseConnectionGet(fakeDatabases{err: errTest}, &out, testDBCluster.ID, false)
	if err == nil || err.Error() != errTest.Error() {
		t.Fatalf("got %v, want %v", err, errTest)
	}
}
