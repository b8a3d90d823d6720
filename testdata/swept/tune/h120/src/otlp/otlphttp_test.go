package otlp

import (
	"net/http"
	"testing"
)

func TestProtoHTTP(t *testing.T) {
	addr := getAvailableLocalAddress(t)
	for _, p := range []string{defaultTracesURLPath} {
		// Source: go.opentelemetry.io/collector/receiver/otlpreceiver/otlphttp_test.go:104 (hostjoin: addr comes from the test's local-address helper and is already host:port)
		url := "http://" + addr + p // lookalike
		req, err := http.NewRequest(http.MethodPost, url, nil)
		if err != nil {
			t.Fatal(err)
		}
		_ = req
	}
}
