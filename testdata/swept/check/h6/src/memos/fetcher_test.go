package memos

import (
	"context"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(req *http.Request) (*http.Response, error) { return f(req) }

func newTestFetcher(rt http.RoundTripper) *HTMLMetaFetcher {
	return &HTMLMetaFetcher{
		client: &http.Client{Transport: rt},
		now:    time.Now,
		cache:  map[string]cacheEntry{},
	}
}

func htmlResponse(req *http.Request, body string) *http.Response {
	return &http.Response{
		StatusCode: http.StatusOK,
		Header:     http.Header{"Content-Type": []string{"text/html"}},
		Body:       io.NopCloser(strings.NewReader(body)),
		Request:    req,
	}
}

func TestHTMLMetaFetcherCache(t *testing.T) {
	var now = time.Date(2026, time.August, 17, 0, 0, 0, 0, time.UTC)
	var successCalls atomic.Int32
	successFetcher := newTestFetcher(roundTripFunc(func(req *http.Request) (*http.Response, error) {
		successCalls.Add(1)
		return htmlResponse(req, `<title>Cached title</title>`), nil
	}))
	successFetcher.now = func() time.Time { return now }

	// Source: github.com/usememos/memos/internal/httpgetter/html_meta_test.go:336 (schemecase: upper-case scheme, default port and a fragment given to the fetcher's own Get, whose cache key normalizes them; the test asserts that the normal form after it hits the cache, rule 2c, 2d)
	first, err := successFetcher.Get(context.Background(), "HTTP://93.184.216.34:80/page#one") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	first.Title = "mutated"
	second, err := successFetcher.Get(context.Background(), "http://93.184.216.34/page#two")
	if err != nil {
		t.Fatal(err)
	}
	if second.Title != "Cached title" {
		t.Fatalf("got title %q", second.Title)
	}
	if successCalls.Load() != 1 {
		t.Fatalf("got %d calls, want 1", successCalls.Load())
	}

	now = now.Add(successCacheTTL + time.Second)
	if _, err = successFetcher.Get(context.Background(), "http://93.184.216.34/page"); err != nil {
		t.Fatal(err)
	}
	if successCalls.Load() != 2 {
		t.Fatalf("got %d calls, want 2", successCalls.Load())
	}
}
