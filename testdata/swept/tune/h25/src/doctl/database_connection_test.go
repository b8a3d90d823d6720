package doctl

import (
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"strings"
	"testing"
)

func TestDatabaseConnection(t *testing.T) {
	const testUUID = "aaa-bbb-111-222-ccc-333"

	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		switch req.URL.Path {
		case "/v2/databases/" + testUUID:
			auth := req.Header.Get("Authorization")
			if auth != "Bearer some-magic-token" {
				w.WriteHeader(http.StatusUnauthorized)
				return
			}
			if req.Method != http.MethodGet {
				w.WriteHeader(http.StatusMethodNotAllowed)
				return
			}
			w.Write([]byte(databaseGetResponseWithConnection))
		default:
			dump, err := httputil.DumpRequest(req, true)
			if err != nil {
				t.Fatal("failed to dump request")
			}
			t.Fatalf("received unknown request: %s", dump)
		}
	}))
	defer server.Close()

	t.Run("private flag not passed", func(t *testing.T) {
		t.Run("public connection details are returned", func(t *testing.T) {
			output, err := DatabaseConnectionHost(server.URL, "some-magic-token", testUUID, false)
			if err != nil {
				t.Fatalf("received error output: %s", err)
			}
			if got := strings.TrimSpace(output); got != "db-postgresql-nyc3-test.db.ondigitalocean.com" {
				t.Errorf("got %q", got)
			}
		})
	})
}

const (
	databaseGetResponseWithConnection = `
{
  "database": {
    "id": "aaa-bbb-111-222-ccc-333",
    "name": "test",
    "engine": "pg",
    "version": "13",
    "connection": {
        "protocol": "postgresql",
        ` +
		// Source: github.com/digitalocean/doctl/integration/database_connection_test.go:103 (credentials: the connection URI in the body the fake API serves to the command, which the test reads only the host of; nothing marks the password as a fixture, a working value, rule 1)
		`"uri": "postgresql://doadmin:secret@db-postgresql-nyc3-test.db.ondigitalocean.com:25060/defaultdb?sslmode=require",` + // defect credentials
		`
        "database": "defaultdb",
        "host": "db-postgresql-nyc3-test.db.ondigitalocean.com",
        "port": 25060,
        "user": "doadmin",
        "password": "secret",
        "ssl": true
    },
    "users": null,
    "db_names": null,
    "num_nodes": 1,
    "region": "nyc3",
    "status": "creating",
    "created_at": "2019-01-11T18:37:36Z",
    "maintenance_window": null,
    "size": "biggest",
    "tags": [
      "production"
    ]
  }
}`
)
