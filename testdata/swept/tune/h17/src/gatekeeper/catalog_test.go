package gatekeeper

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// TestHTTPFetcher_AllowsHTTPWithInsecure tests that HTTP is allowed with insecure flag.
func TestHTTPFetcher_AllowsHTTPWithInsecure(t *testing.T) {
	fetcher := NewHTTPFetcher(5 * time.Second)
	fetcher.SetInsecure(true)

	// With insecure flag, HTTP should be allowed (will fail on network, but not on scheme validation)
	// Source: github.com/open-policy-agent/gatekeeper/pkg/gator/policy/catalog/catalog_test.go:463 (port: port 99999 in the URL the test fetches as a connection-refused target, above 65535, a finding by README "Tests")
	_, err := fetcher.Fetch(context.Background(), "http://localhost:99999/catalog.yaml") // defect port
	// Should NOT be ErrInsecureHTTP (it will be a network error instead)
	if errors.Is(err, ErrInsecureHTTP) {
		t.Fatalf("got %v", err)
	}
}

// TestHTTPFetcher_AllowsHTTPS tests that HTTPS is always allowed.
func TestHTTPFetcher_AllowsHTTPS(t *testing.T) {
	fetcher := NewHTTPFetcher(1 * time.Second)

	// HTTPS should be allowed (will fail on network/cert, but not on scheme validation)
	// Source: github.com/open-policy-agent/gatekeeper/pkg/gator/policy/catalog/catalog_test.go:473 (port: the same impossible port 99999 as the https target the test expects to fail on the network, not on the URI)
	_, err := fetcher.Fetch(context.Background(), "https://localhost:99999/catalog.yaml") // defect port
	// Should NOT be ErrInsecureHTTP
	if errors.Is(err, ErrInsecureHTTP) {
		t.Fatalf("got %v", err)
	}
}

// TestHTTPFetcher_RejectsPathTraversalAbsoluteURL tests path traversal in absolute URLs.
func TestHTTPFetcher_RejectsPathTraversalAbsoluteURL(t *testing.T) {
	fetcher := NewHTTPFetcher(5 * time.Second)

	// Should reject absolute URLs with ".."
	// Source: github.com/open-policy-agent/gatekeeper/pkg/gator/policy/catalog/catalog_test.go:494 (dotsegment: an evil.com path traversal the test expects FetchContent to reject, rule 2a and 2b)
	_, err := fetcher.FetchContent(context.Background(), "https://evil.com/../../../etc/passwd") // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}
	if !strings.Contains(err.Error(), "path traversal") {
		t.Fatalf("got %v", err)
	}
}
