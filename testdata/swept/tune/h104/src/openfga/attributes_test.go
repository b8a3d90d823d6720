package openfga

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestBuildTelemetryAttributes(t *testing.T) {
	// Source: github.com/openfga/go-sdk/telemetry/attributes_test.go:13 (plainhttp: a documentation example host in an httptest request that is only inspected, never sent)
	req := httptest.NewRequest(http.MethodGet, "http://example.com", nil) // lookalike
	req.Header.Set("User-Agent", "test-agent")
	if req.Method != http.MethodGet {
		t.Fatal("unexpected method")
	}
}
