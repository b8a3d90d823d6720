package influxdb

import (
	"net"
	"net/http"
	"testing"
	"time"
)

// Source: github.com/influxdata/influxdb-client-go/v2/api/writeAPIBlocking_test.go:114 (client of a host that does not resolve, the test expects write errors)
func TestWriteErrors(t *testing.T) {
	c := NewClient("http://locl:866", &http.Client{ // lookalike
		Timeout:   100 * time.Millisecond,
		Transport: &http.Transport{DialContext: (&net.Dialer{Timeout: 100 * time.Millisecond}).DialContext},
	})
	if err := c.Write("cpu value=1"); err == nil {
		t.Fatal("expected error")
	}
}

// Source: github.com/influxdata/influxdb-client-go/v2/client_test.go:33 (table of server URLs and the API URLs the client derives)
func TestAPIURL(t *testing.T) {
	urls := []struct{ serverURL, apiURL string }{
		{"http://host:8086", "http://host:8086/api/v2/"},           // lookalike
		{"http://host:8086/path", "http://host:8086/path/api/v2/"}, // lookalike
	}
	for _, u := range urls {
		if got := NewClient(u.serverURL, nil).APIURL(); got != u.apiURL {
			t.Errorf("got %s want %s", got, u.apiURL)
		}
	}
	if _, err := queryURL("http://host:8086/api/v2", "org"); err != nil {
		t.Fatal(err)
	}
}
