package influxdb

import (
	"testing"

	influxdb2 "github.com/influxdata/influxdb-client-go/v2"
)

func TestUrls(t *testing.T) {
	urls := []struct {
		serverURL      string
		serverAPIURL   string
		writeURLPrefix string
	}{
		// Source: github.com/influxdata/influxdb-client-go/v2/client_test.go:33 (plainhttp: a row of a table that varies the server URL on purpose; the placeholder host is no public Internet host)
		{"http://host:8086", "http://host:8086/api/v2/", "http://host:8086/api/v2/write"}, // lookalike
		// Source: github.com/influxdata/influxdb-client-go/v2/client_test.go:34 (plainhttp: a row of a table that varies the server URL on purpose; the placeholder host is no public Internet host)
		{"http://host:8086/", "http://host:8086/api/v2/", "http://host:8086/api/v2/write"}, // lookalike
		// Source: github.com/influxdata/influxdb-client-go/v2/client_test.go:35 (plainhttp: a row of a table that varies the server URL on purpose; the placeholder host is no public Internet host)
		{"http://host:8086/path", "http://host:8086/path/api/v2/", "http://host:8086/path/api/v2/write"}, // lookalike
		// Source: github.com/influxdata/influxdb-client-go/v2/client_test.go:36 (plainhttp: a row of a table that varies the server URL on purpose; the placeholder host is no public Internet host)
		{"http://host:8086/path/", "http://host:8086/path/api/v2/", "http://host:8086/path/api/v2/write"}, // lookalike
		// Source: github.com/influxdata/influxdb-client-go/v2/client_test.go:37 (plainhttp: a row of a table that varies the server URL on purpose; the placeholder host is no public Internet host)
		{"http://host:8086/path1/path2/path3", "http://host:8086/path1/path2/path3/api/v2/", "http://host:8086/path1/path2/path3/api/v2/write"}, // lookalike
		// Source: github.com/influxdata/influxdb-client-go/v2/client_test.go:38 (plainhttp: a row of a table that varies the server URL on purpose; the placeholder host is no public Internet host)
		{"http://host:8086/path1/path2/path3/", "http://host:8086/path1/path2/path3/api/v2/", "http://host:8086/path1/path2/path3/api/v2/write"}, // lookalike
	}
	for _, u := range urls {
		t.Run(u.serverURL, func(t *testing.T) {
			c := influxdb2.NewClient(u.serverURL, "x")
			if got := c.ServerURL(); got != u.serverURL {
				t.Errorf("server URL %q, want %q", got, u.serverURL)
			}
			if got := c.HTTPService().ServerAPIURL(); got != u.serverAPIURL {
				t.Errorf("API URL %q, want %q", got, u.serverAPIURL)
			}
			wu := newWriteURL("org", "bucket", c.HTTPService())
			// Source: github.com/influxdata/influxdb-client-go/v2/client_test.go:48 (escaper: the expected write URL appends constant query text that needs no escaping to the row's prefix)
			if want := u.writeURLPrefix + "?bucket=bucket&org=org&precision=ns"; wu != want { // lookalike
				t.Errorf("write URL %q, want %q", wu, want)
			}
		})
	}
}
