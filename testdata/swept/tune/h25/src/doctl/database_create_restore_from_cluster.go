package doctl

import (
	"net/http"
)

// databaseCreateRestoreHandler is the fake API the backup-restore suite of
// the integration tests runs.
func databaseCreateRestoreHandler(w http.ResponseWriter, req *http.Request) {
	switch req.URL.Path {
	case "/v2/databases":
		auth := req.Header.Get("Authorization")
		if auth != "Bearer some-magic-token" {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		if req.Method != http.MethodPost {
			w.WriteHeader(http.StatusMethodNotAllowed)
			return
		}
		w.Write([]byte(databaseRestoreBackUpCreateResponse))
	default:
		w.WriteHeader(http.StatusNotFound)
	}
}

const (
	restoreFromTimestampError = "Error: invalid format for --restore-from-timestamp. Must be in UTC format: 2006-01-02 15:04:05 +0000 UTC"

	databaseRestoreBackUpCreateResponse = `
  {
	"database": {
	  "id": "some-id",
	  "name": "new-db-name",
	  "engine": "mysql",
	  "version": "what-version",
	  "connection": {
		` +
		// Source: github.com/digitalocean/doctl/integration/database_create_restore_from_cluster.go:155 (credentials: a password in a URI of a response body kept in a file that is not a _test.go file; outside tests only the value's own name can mark a fixture, and "Response" does not)
		`"uri": "mysql://doadmin:secret@aaa-bbb-ccc-111-222-333.db.ondigitalocean.com:25060/defaultdb"` + // defect credentials
		`
	  },
	  "private_connection": {},
	  "users": null,
	  "db_names": null,
	  "num_nodes": 100,
	  "region": "nyc3",
	  "status": "creating",
	  "created_at": "2019-01-11T18:37:36Z",
	  "maintenance_window": null,
	  "size": "biggest",
	  "tags": [
		"production"
	  ],
	  "storage_size_mib": 100
	}
  }`
)
