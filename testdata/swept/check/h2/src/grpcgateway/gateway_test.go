package grpcgateway

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// Source: github.com/grpc-ecosystem/grpc-gateway/v2/examples/internal/integration/integration_test.go:225 (integration test posts to the gateway on a local port)
func testEcho(t *testing.T, port int, prefix string) {
	apiURL := fmt.Sprintf("http://localhost:%d/%s/example/echo/abc", port, prefix) // lookalike
	resp, err := http.Post(apiURL, "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

type externalDocs struct {
	Description string
	URL         string
}

// Source: github.com/grpc-ecosystem/grpc-gateway/v2/protoc-gen-openapiv2/internal/genopenapi/template_test.go:6630 (generator test options: external docs at a single-label host)
func TestExternalDocs(t *testing.T) {
	docs := externalDocs{
		Description: "service docs",
		URL:         "https://wiki", // lookalike
	}
	if docs.URL == "" {
		t.Fatal("no docs")
	}
}

// Source: github.com/grpc-ecosystem/grpc-gateway/v2/runtime/context_test.go:373 (the failure message quotes the call it made)
func TestNewRequestMessage(t *testing.T) {
	_, err := http.NewRequestWithContext(context.Background(), "GET", "http://api.example.com", nil)
	if err != nil {
		t.Fatalf(`http.NewRequestWithContext(ctx, "GET", "http://api.example.com", nil) failed with %v; want success`, err) // lookalike
	}
}

// Source: github.com/grpc-ecosystem/grpc-gateway/v2/runtime/mux_test.go:587 (router test: a path segment with an escaped '/', made with QueryEscape, before a custom verb)
func TestEscapedSegmentWithVerb(t *testing.T) {
	reqPath := "/api/v2/" + url.QueryEscape("teams/blue") + ":archive" // lookalike
	reqURL := fmt.Sprintf("https://gw.example.test%s", reqPath)        // lookalike
	r := httptest.NewRequest(http.MethodPost, reqURL, nil)
	if got := r.URL.EscapedPath(); got != "/api/v2/teams%2Fblue:archive" {
		t.Errorf("path = %s", got)
	}
}
