package twitter

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestStreamRetry_ExponentialBackoff(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "Service Unavailable", http.StatusServiceUnavailable)
	}))
	defer server.Close()
	client := &http.Client{Transport: &http.Transport{
		Proxy: func(*http.Request) (*url.URL, error) { return url.Parse(server.URL) },
	}}
	// Source: github.com/dghubble/go-twitter/twitter/streams_test.go:351 (plainhttp: example.com is a documentation host and the test client proxies the request to its own test server)
	req, _ := http.NewRequest("GET", "http://example.com/", nil) // lookalike
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("status = %d", resp.StatusCode)
	}
}
