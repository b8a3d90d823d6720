package newrelic

import (
	"reflect"
	"testing"
)

func TestValidateTraceObserverURL(t *testing.T) {
	testcases := []struct {
		inputHost string
		inputPort int
		expectErr bool
		expectURL *observerURL
	}{
		{
			inputHost: "",
			expectErr: false,
			expectURL: nil,
		},
		{
			inputHost: "testing.com",
			expectErr: false,
			expectURL: &observerURL{
				// Source: github.com/newrelic/go-agent/v3/newrelic/trace_observer_test.go:38 (port: the gRPC target host:port the observer dials, with the port filled in; no URI, so no default port to drop)
				host:   "testing.com:443", // lookalike
				secure: true,
			},
		},
		{
			inputHost: "localhost",
			inputPort: 8080,
			expectErr: false,
			expectURL: &observerURL{
				host:   "localhost:8080",
				secure: false,
			},
		},
	}

	for _, tc := range testcases {
		t.Run(tc.inputHost, func(t *testing.T) {
			url := traceObserverURL(tc.inputHost, tc.inputPort)
			if !reflect.DeepEqual(url, tc.expectURL) {
				t.Errorf("url is not as expected: actual=%#v expect=%#v", url, tc.expectURL)
			}
		})
	}
}

func TestDatastoreSpanAddress(t *testing.T) {
	if s := datastoreSpanAddress("host", "portPathOrID"); s != "host:portPathOrID" {
		t.Error(s)
	}
}
