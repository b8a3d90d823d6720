package influxdb

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestClient_BasicAuth(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, p, ok := r.BasicAuth()
		if !ok || u != "username" || p != "password" {
			t.Errorf("unexpected basic auth: %q %q %v", u, p, ok)
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer ts.Close()

	u, _ := url.Parse(ts.URL)
	// Source: github.com/influxdata/influxdb/client/influxdb_test.go:327 (credentials: the test puts a constant password into the userinfo of the connection URL its client uses and expects the request to succeed, and a basic-auth test is none of the deliberate-fixture cases.)
	u.User = url.UserPassword("username", "password") // defect credentials
	c := NewClient(Config{URL: *u, Username: "username", Password: "password"})
	resp, err := c.Query(context.Background(), "SHOW DATABASES")
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	resp.Body.Close()
}
