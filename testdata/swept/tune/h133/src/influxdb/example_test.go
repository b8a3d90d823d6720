package influxdb

import (
	"context"
	"fmt"
	"log"
	"net/url"
	"testing"
)

func ExampleClient_Query() {
	// Source: github.com/influxdata/influxdb/client/example_test.go:36 (hostjoin: the host joined before the ':' is the constant localhost, surely no IPv6 literal; uniform sample of 31 of 94.)
	host, err := url.Parse(fmt.Sprintf("http://%s:%d", "localhost", 8086)) // lookalike
	if err != nil {
		log.Fatal(err)
	}
	con := NewClient(Config{URL: *host})
	if _, err := con.Query(context.Background(), "SHOW DATABASES"); err != nil {
		log.Fatal(err)
	}
}

var _ = testing.Short
