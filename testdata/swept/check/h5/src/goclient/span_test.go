package goclient

import (
	"net/url"
	"testing"
)

// Source: github.com/mutablelogic/go-client/pkg/otel/span_test.go:168 (input and expected output of the URL redactor under test)
func TestRedactPassword(t *testing.T) {
	u, _ := url.Parse("https://user:secret@api.example.com/path")               // lookalike
	if got := redact(u); got != "https://user:%2A%2A%2A@api.example.com/path" { // lookalike
		t.Fatalf("got %q", got)
	}
}

// Source: github.com/mutablelogic/go-client/client_test.go:74 (endpoint without host; client construction must fail)
func TestEndpointNoHost(t *testing.T) {
	u, err := url.Parse("http://") // lookalike
	if err == nil && u.Host != "" {
		t.Fatal("expected missing host")
	}
}
