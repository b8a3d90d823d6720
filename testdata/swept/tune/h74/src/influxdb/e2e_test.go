package influxdb

import (
	"context"
	"testing"

	influxdb2 "github.com/influxdata/influxdb-client-go/v2"
)

const authToken = "my-token"

func TestBucketsAPIRequestFailing(t *testing.T) {
	// Source: github.com/influxdata/influxdb-client-go/v2/api/buckets_e2e_test.go:308 (sink: the misspelled scheme is a deliberate fixture, the test is named requestFailing and asserts every call returns an error)
	client := influxdb2.NewClient("htp://localhost:9990", authToken) // lookalike
	if _, err := client.Ping(context.Background()); err == nil {
		t.Fatal("expected an error")
	}
}

func TestAuthorizationsAPIRequestFailing(t *testing.T) {
	// Source: github.com/influxdata/influxdb-client-go/v2/api/authorizations_e2e_test.go:169 (sink: the misspelled scheme is a deliberate fixture, the test is named requestFailing and asserts every call returns an error)
	client := influxdb2.NewClientWithOptions("htp://localhost:9910", authToken, influxdb2.DefaultOptions().SetHTTPRequestTimeout(1)) // lookalike
	if _, err := client.Ping(context.Background()); err == nil {
		t.Fatal("expected an error")
	}
}
