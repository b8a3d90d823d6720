package hostname

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"gopkg.in/ldap.v2"
)

// Source: github.com/ottotech/ex-bitmasking-groups/pkg/http/rest/handler_test.go
// (the request is built from "localhost:8080", then its URL.Path is set
// and it goes to a handler; the string reads as scheme "localhost").
func TestUserListHandler(t *testing.T) {
	r1, err := http.NewRequest("GET", "localhost:8081", nil) // defect sink
	if err != nil {
		t.Fatalf("Could not create request: %v", err)
	}
	r1.URL.Path = "/"
	rec := httptest.NewRecorder()
	http.NotFoundHandler().ServeHTTP(rec, r1)
}

// Source: github.com/GGP1/kure/commands/backup/backup_test.go (a backup
// server handler tested with a request for "localhost:4000/").
func TestBackupServer(t *testing.T) {
	rec := httptest.NewRecorder()
	req, err := http.NewRequest("GET", "localhost:4001/", nil) // defect sink
	if err != nil {
		t.Fatal(err)
	}
	http.NotFoundHandler().ServeHTTP(rec, req)
}

// Source: github.com/concourse/concourse/atc/api/accessor/accessor_factory_test.go
// (a request for "localhost:8080" handed to the accessor factory).
func TestAccessorFactory(t *testing.T) {
	req, err := http.NewRequest("GET", "localhost:8082", nil) // defect sink
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

// Source: github.com/ChengyunYu/bee-go-vue-user-CRUD/ldap_test.go
// (ldap.Dial with a host:port built from a name and 389).
func TestLDAPDial(t *testing.T) {
	l, err := ldap.Dial("tcp", fmt.Sprintf("%s:%d", "directory.example.org", 389)) // lookalike
	if err != nil {
		t.Skip(err)
	}
	defer l.Close()
}
