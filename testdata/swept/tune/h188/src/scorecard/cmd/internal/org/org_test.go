package org

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestParseOrgName(t *testing.T) {
	t.Parallel()
	if got := parseOrgName("github.com/owner"); got != "owner" {
		t.Fatalf("parseOrgName = %q; want owner", got)
	}
}

// Test ListOrgRepos handles pagination and filters archived repos.
func TestListOrgRepos_PaginationAndArchived(t *testing.T) {
	t.Parallel()
	// Single page: one archived repo and two active repos; expect active ones returned.
	// Source: github.com/ossf/scorecard/v5/cmd/internal/org/org_test.go:48 (syntax: a JSON response body that the test server writes, holding repository URLs as field values; a JSON document and no URI; a document that holds URLs as values is no URI itself, as with prose under rule 4)
	body := "[\n  {\"html_url\": \"https://github.com/owner/repo1\", \"archived\": true},\n  {\"html_url\": \"https://github.com/owner/repo2\", \"archived\": false},\n  {\"html_url\": \"https://github.com/owner/repo3\", \"archived\": false}\n]" // lookalike

	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := w.Write([]byte(body)); err != nil {
			t.Errorf("failed to write response: %v", err)
		}
	}))
	defer srv.Close()

	rt := roundTripperToServer(srv.URL)
	repos, err := ListOrgRepos(context.Background(), "owner", rt)
	if err != nil {
		t.Fatalf("ListOrgRepos returned error: %v", err)
	}
	if len(repos) != 2 {
		t.Fatalf("expected 2 repos, got %d: %v", len(repos), repos)
	}
}

// roundTripperToServer returns an http.RoundTripper that rewrites requests
// to the given serverURL, keeping the path and query intact.
func roundTripperToServer(serverURL string) http.RoundTripper {
	return httpTransportFunc(func(req *http.Request) (*http.Response, error) {
		// rewrite target
		req.URL.Scheme = "http"
		// Source: github.com/ossf/scorecard/v5/cmd/internal/org/org_test.go:83 (sink: the http prefix is trimmed off the httptest server URL so that its host:port goes into URL.Host, a prefix and no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
		req.URL.Host = strings.TrimPrefix(serverURL, "http://") // lookalike
		return http.DefaultTransport.RoundTrip(req)
	})
}

// httpTransportFunc converts a function into an http.RoundTripper.
type httpTransportFunc func(*http.Request) (*http.Response, error)

func (f httpTransportFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
