package keboola

import (
	"net/url"
	"testing"
)

// Source: github.com/keboola/go-client/pkg/client/client_test.go:57 (httpmock call-count map keyed by "METHOD URL")
func TestCallCount(t *testing.T) {
	calls := map[string]int{"GET https://api.example.com": 1} // lookalike
	if calls["GET https://api.example.com"] != 1 {            // lookalike
		t.Fatal("expected one call")
	}
}

// Source: github.com/keboola/go-client/pkg/keboola/storage_table_preview_test.go:98 (expected query compared after url.QueryUnescape, so spaces are deliberate)
func TestPreviewQuery(t *testing.T) {
	q := url.Values{}
	q.Set("changedSince", "-4 days")
	got, err := url.QueryUnescape(q.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if got != "changedSince=-4 days" { // lookalike
		t.Fatalf("got %q", got)
	}
}
