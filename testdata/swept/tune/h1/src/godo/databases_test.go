package godo

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
)

// Source: github.com/digitalocean/godo/databases_test.go:23 (expected connection of a database decoded from a mocked response, URI with the generated password)
var wantConn = &DatabaseConnection{
	URI:      "postgres://doadmin:k3v91xq0m7wtz2pa@dbtest-7781-0.db.example.com:25060/defaultdb?sslmode=require", // defect credentials
	Host:     "dbtest-7781-0.db.example.com",
	Port:     25060,
	User:     "doadmin",
	Password: "k3v91xq0m7wtz2pa",
}

// Source: github.com/digitalocean/godo/databases_test.go:95 (mocked JSON response body holding the same connection URI)
var connJSON = `{
	"uri": "postgres://doadmin:k3v91xq0m7wtz2pa@dbtest-7781-0.db.example.com:25060/defaultdb?sslmode=require",
	"host": "dbtest-7781-0.db.example.com",
	"port": 25060,
	"user": "doadmin",
	"password": "k3v91xq0m7wtz2pa"
}` // defect credentials

func TestDecodeConnection(t *testing.T) {
	var got DatabaseConnection
	if err := json.Unmarshal([]byte(connJSON), &got); err != nil {
		t.Fatal(err)
	}
	if got != *wantConn {
		t.Fatalf("got %+v", got)
	}
}

// Source: github.com/digitalocean/godo/databases_test.go:1456 (expected connection URI of a pool with user "user" and password "pass")
func TestPoolConnection(t *testing.T) {
	want := DatabaseConnection{URI: "postgresql://user:pass@pool.example.com/db", User: "user", Password: "pass"} // defect credentials
	if want.User == "" {
		t.Fatal("empty")
	}
}

// Source: github.com/digitalocean/godo/databases_test.go:4521 (logsink configuration, with credentials in its URL, sent in a create request)
func TestCreateLogsink(t *testing.T) {
	c := NewClient(http.DefaultClient)
	req, err := c.CreateLogsink("db-1", &LogsinkConfig{
		URL:         "https://user:passwd@192.168.0.1:25060", // defect credentials
		IndexPrefix: "search-logs",
	})
	if err != nil || req.Method != http.MethodPost {
		t.Fatal(err)
	}
}

// Source: github.com/digitalocean/godo/action_gateway_runtime_test.go:310 (table of session URLs checked by an origin guard: the default port is accepted, other ports and hosts are not)
func TestSessionOrigin(t *testing.T) {
	allowed := func(raw string) bool {
		u, err := c0().BaseURL.Parse(raw)
		if err != nil || u.Scheme != "https" {
			return false
		}
		return u.Hostname() == "actions.example.com" && (u.Port() == "" || u.Port() == "443")
	}
	urls := []struct {
		url     string
		allowed bool
	}{
		{"https://actions.example.com/mcp/session/abc", true},
		{"https://actions.example.com:443/mcp/session/abc", true}, // lookalike
		{"https://actions.example.com:8443/mcp/session/abc", false},
	}
	for _, u := range urls {
		if allowed(u.url) != u.allowed {
			t.Errorf("%s: want %v", u.url, u.allowed)
		}
	}
}

func c0() *Client { return NewClient(nil) }

// Source: github.com/digitalocean/godo/droplets_test.go:260 (mocked JSON list response with next/prev page links)
var pagesJSON = `{
	"droplets": [{"id": 1}],
	"links": {"pages": {"next": "http://example.com/v2/droplets/?page=3", "prev": "http://example.com/v2/droplets/?page=1"}}
}` // lookalike

func TestPages(t *testing.T) {
	var v map[string]interface{}
	if err := json.Unmarshal([]byte(pagesJSON), &v); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/digitalocean/godo/databases_test.go:780 (expected connection URI of a reset-auth response, with the word PASSWORD as the password)
func TestResetAuthConnection(t *testing.T) {
	want := DatabaseConnection{URI: "postgres://doadmin:PASSWORD@dbtest-7781-0.db.example.com:25060/defaultdb?sslmode=require"} // defect credentials
	if want.URI == "" {
		t.Fatal("empty")
	}
}

// Source: github.com/digitalocean/godo/registry_test.go:262 (format string of the expected next-page URL of a registry listing)
func TestRegistryNextPage(t *testing.T) {
	next := fmt.Sprintf("https://api.example.com/v2/registry/%s/repositories?page=2", "my-registry") // lookalike
	if next == "" {
		t.Fatal("empty")
	}
}

// Source: github.com/digitalocean/godo/signals_test.go:180 (expected download URL decoded from a mocked response, single-label host)
func TestExportDownload(t *testing.T) {
	var dl struct {
		DownloadURL string `json:"download_url"`
	}
	if err := json.Unmarshal([]byte(`{"download_url":"https://presigned"}`), &dl); err != nil {
		t.Fatal(err)
	}
	if dl.DownloadURL != "https://presigned" { // lookalike
		t.Errorf("unexpected download: %+v", dl)
	}
}
