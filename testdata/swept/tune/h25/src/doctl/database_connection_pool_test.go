package doctl

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestDatabasePool(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		switch req.URL.Path {
		case "/v2/databases/some-database-id/pools/reporting-pool":
			if req.Header.Get("Authorization") != "Bearer some-magic-token" {
				w.WriteHeader(http.StatusUnauthorized)
				return
			}
			w.Write([]byte(databaseConnectionPoolGet))
		default:
			t.Fatalf("received unknown request: %s", req.URL)
		}
	}))
	defer server.Close()

	t.Run("command is get", func(t *testing.T) {
		t.Run("gets a database pool", func(t *testing.T) {
			output, err := DatabasePoolGet(server.URL, "some-magic-token", "some-database-id", "reporting-pool")
			if err != nil {
				t.Fatalf("received error output: %s", err)
			}
			if strings.TrimSpace(databaseConnectionPoolGetOutput) != strings.TrimSpace(output) {
				t.Errorf("got %q", output)
			}
		})
	})
}

const (
	databaseConnectionPoolGetOutput = `
User       Name              Size    Database     Mode       URI
` +
		// Source: github.com/digitalocean/doctl/integration/database_connection_pool_test.go:221 (credentials: the output the test expects the command to print, the pool's connection URI passed through from the fake API with its password; no rule of 2 marks it, a working value, rule 1)
		`doadmin    reporting-pool    10      defaultdb    session    postgres://doadmin:wv78n3zpz42xezdk@backend-do-user-19081923-0.db.ondigitalocean.com:25061/foo?sslmode=require` + // defect credentials
		`
`

	databaseConnectionPoolGet = `{
  "pool":{
    "user":"doadmin",
    "name":"reporting-pool",
    "size":10,
    "db":"defaultdb",
    "mode":"session",
    "connection":{
      ` +
		// Source: github.com/digitalocean/doctl/integration/database_connection_pool_test.go:270 (credentials: the pool's connection URI in the body the fake API serves the command, a working value the command prints, rule 1)
		`"uri":"postgres://doadmin:wv78n3zpz42xezdk@backend-do-user-19081923-0.db.ondigitalocean.com:25061/foo?sslmode=require",` + // defect credentials
		`
      "database":"foo",
      "host":"backend-do-user-19081923-0.db.ondigitalocean.com",
      "port":25061,
      "user":"doadmin",
      "password":"wv78n3zpz42xezdk",
      "ssl":true
    }
  }
}
`
)
