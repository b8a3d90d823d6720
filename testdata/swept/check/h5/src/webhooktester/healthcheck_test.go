package webhooktester

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
)

type doerFunc func(*http.Request) (*http.Response, error)

func (f doerFunc) Do(r *http.Request) (*http.Response, error) { return f(r) }

// Source: github.com/tarampampam/webhook-tester/internal/cli/start/healthcheck/checker_test.go:24 (expected URL of the health checker for port 80 keeps the default port)
func TestCheckURL(t *testing.T) {
	var mock doerFunc = func(req *http.Request) (*http.Response, error) {
		switch req.URL.String() {
		case "http://127.0.0.1:80/healthz": // defect port form
		default:
			t.Error("unexpected URL")
		}
		return &http.Response{StatusCode: http.StatusOK, Body: io.NopCloser(strings.NewReader(""))}, nil
	}
	if err := check(context.Background(), mock, 80); err != nil {
		t.Fatal(err)
	}
}
