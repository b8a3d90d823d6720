package aiven

import (
	"context"
	"net/http"
	"testing"
)

func newDebugLogClient(t *testing.T, host string, opts ...Option) *aivenClient {
	t.Helper()
	c, err := NewClient(append([]Option{TokenOpt("token"), HostOpt(host)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestDebugLogSingleFlight(t *testing.T) {
	// Source: github.com/aiven/go-client-codegen/client_log_test.go:158 (plainhttp: a documentation example host for a client whose Doer is an in-test stub)
	c := newDebugLogClient(t, "http://example.com", // lookalike
		DoerOpt(doerFunc(func(req *http.Request) (*http.Response, error) {
			return okResponse(), nil
		})),
	)
	if _, err := c.do(context.Background(), "GET", "/v1/project/test-project/service"); err != nil {
		t.Fatal(err)
	}
}
