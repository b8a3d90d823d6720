package influxdb

import (
	"net/http"
	"testing"
	"time"

	http2 "github.com/influxdata/influxdb-client-go/v2/api/http"
)

func TestWriteErrors(t *testing.T) {
	// Source: github.com/influxdata/influxdb-client-go/v2/api/writeAPIBlocking_test.go:114 (plainhttp: an unresolvable single-label host the test expects every write to fail against, no public Internet host)
	service := http2.NewService("http://locl:866", "", http2.DefaultOptions()) // lookalike
	client := &http.Client{Timeout: 100 * time.Millisecond}
	errors := 0
	for i := 0; i < 10; i++ {
		resp, err := client.Post(newWriteURL("my-org", "my-bucket", service), "text/plain", nil)
		if err != nil {
			errors++
			continue
		}
		resp.Body.Close()
	}
	if errors != 10 {
		t.Fatalf("got %d errors, want 10", errors)
	}
}
