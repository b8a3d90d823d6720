package miniflux

import (
	"bytes"
	"io"
	"net/http"
	"testing"
)

type roundTripperFunc func(req *http.Request) (*http.Response, error)

func (fn roundTripperFunc) RoundTrip(req *http.Request) (*http.Response, error) {
	return fn(req)
}

func newFakeHTTPClient(t *testing.T, method, wantURL string) *http.Client {
	return &http.Client{Transport: roundTripperFunc(func(req *http.Request) (*http.Response, error) {
		if req.Method != method {
			t.Fatalf("Expected method to be %s, got %s", method, req.Method)
		}
		if req.URL.String() != wantURL {
			t.Fatalf("Expected URL path to be %s, got %s", wantURL, req.URL)
		}
		return &http.Response{StatusCode: http.StatusOK, Body: io.NopCloser(bytes.NewBufferString("{}"))}, nil
	})}
}

// Source: miniflux.app/v2/client/client_test.go:403 (plainhttp: endpoint of a client whose requests go to a fake RoundTripper, single-label test host, no network; support case for the sampled client tests, not in the uniform sample)
const fakeEndpoint = "http://mf" // lookalike

// Source: miniflux.app/v2/client/client_test.go:406 (plainhttp: expected URL checked by a fake RoundTripper on a single-label test host, nothing is sent over a network; uniform sample of 30 of 208 distinct look-alike candidates)
func TestDeleteAPIKey(t *testing.T) {
	client := NewClientWithOptions(fakeEndpoint,
		newFakeHTTPClient(t, http.MethodDelete, "http://mf/v1/api-keys/1")) // lookalike
	if err := client.DeleteAPIKeyContext(t.Context(), 1); err != nil {
		t.Fatalf("Expected no error, got %v", err)
	}
}

// Source: miniflux.app/v2/client/client_test.go:966 (plainhttp: expected URL checked by a fake RoundTripper on a single-label test host, nothing is sent over a network; uniform sample of 30 of 208 distinct look-alike candidates)
func TestFeedEntry(t *testing.T) {
	client := NewClientWithOptions(fakeEndpoint,
		newFakeHTTPClient(t, http.MethodGet, "http://mf/v1/feeds/1/entries/1")) // lookalike
	if err := client.FeedEntryContext(t.Context(), 1, 1); err != nil {
		t.Fatalf("Expected no error, got %v", err)
	}
}

// Source: miniflux.app/v2/client/client_test.go:1090 (plainhttp: expected URL checked by a fake RoundTripper on a single-label test host, nothing is sent over a network; uniform sample of 30 of 208 distinct look-alike candidates)
func TestCategoryEntries(t *testing.T) {
	client := NewClientWithOptions(fakeEndpoint,
		newFakeHTTPClient(t, http.MethodGet, "http://mf/v1/categories/1/entries?limit=10&offset=0")) // lookalike
	if err := client.CategoryEntriesContext(t.Context(), 1, &Filter{Limit: 10}); err != nil {
		t.Fatalf("Expected no error, got %v", err)
	}
}

// Source: miniflux.app/v2/client/client_test.go:1232 (plainhttp: expected URL checked by a fake RoundTripper on a single-label test host, nothing is sent over a network; uniform sample of 30 of 208 distinct look-alike candidates)
func TestFetchCounters(t *testing.T) {
	client := NewClientWithOptions(fakeEndpoint,
		newFakeHTTPClient(t, http.MethodGet, "http://mf/v1/feeds/counters")) // lookalike
	if err := client.FetchCountersContext(t.Context()); err != nil {
		t.Fatalf("Expected no error, got %v", err)
	}
}

// Source: miniflux.app/v2/client/client_test.go:1335 (plainhttp: expected URL checked by a fake RoundTripper on a single-label test host, nothing is sent over a network; uniform sample of 30 of 208 distinct look-alike candidates)
func TestGetEntryIDs(t *testing.T) {
	client := NewClientWithOptions(fakeEndpoint,
		newFakeHTTPClient(t, http.MethodGet, "http://mf/v1/entries/ids")) // lookalike
	if err := client.EntryIDsContext(t.Context()); err != nil {
		t.Fatalf("Expected no error, got %v", err)
	}
}
