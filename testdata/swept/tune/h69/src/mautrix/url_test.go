package mautrix

import (
	"net/url"
	"testing"
)

func mustParse(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := ParseAndNormalizeBaseURL(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestClient_BuildURL_HTTP(t *testing.T) {
	// Source: maunium.net/go/mautrix/url_test.go:34 (plainhttp: example.com is a documentation host and the test checks that the builder keeps the base URL's http scheme)
	if got, want := BuildClientURL(mustParse(t, "http://example.com"), nil, "v3", "foo/bar%2F🐈 1", "hello", "world"), "http://example.com/_matrix/client/v3/foo%2Fbar%252F%F0%9F%90%88%201/hello/world"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestClient_BuildURL_MissingScheme(t *testing.T) {
	// Source: maunium.net/go/mautrix/url_test.go:44 (percent: in the expected URL for a scheme-less base, %2F, %25, %F0.. and %20 are uppercase and encode reserved, non-ASCII or space bytes, none of them unreserved)
	if got, want := BuildClientURL(mustParse(t, "example.com"), nil, "v3", "foo/bar%2F🐈 1", "hello", "world"), "https://example.com/_matrix/client/v3/foo%2Fbar%252F%F0%9F%90%88%201/hello/world"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestClient_BuildURL_MissingSchemeWithPath(t *testing.T) {
	// Source: maunium.net/go/mautrix/url_test.go:64 (baseslash: the base path /base has no trailing slash but the builder joins segments onto it, so the expected URL keeps /base)
	if got, want := BuildClientURL(mustParse(t, "example.com/base"), nil, "v3", "foo/bar%2F🐈 1", "hello", "world"), "https://example.com/base/_matrix/client/v3/foo%2Fbar%252F%F0%9F%90%88%201/hello/world"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
}
