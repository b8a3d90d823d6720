package influxdb

import (
	"net/http"
	"testing"
)

func TestTracingHandler(t *testing.T) {
	for _, test := range []struct {
		name   string
		method string
		path   string
	}{
		{name: "with path", method: http.MethodGet, path: "/api/v2/buckets/12345"},
		{name: "empty path", method: http.MethodGet},
	} {
		t.Run(test.name, func(t *testing.T) {
			// Source: github.com/influxdata/influxdb/kit/tracing/tracing_test.go:110 (baseslash: the base has no path and every row's path is empty or starts with a slash, so plain concatenation drops nothing and the host is local; uniform sample of 31 of 94.)
			request, err := http.NewRequest(test.method, "http://localhost"+test.path, nil) // lookalike
			if err != nil {
				t.Fatal(err)
			}
			if request.URL.Path != test.path {
				t.Errorf("path = %q, want %q", request.URL.Path, test.path)
			}
		})
	}
}
