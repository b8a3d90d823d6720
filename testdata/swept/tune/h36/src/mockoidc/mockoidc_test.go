package mockoidc

import (
	"net/http"
	"net/url"
	"testing"
)

func TestRun(t *testing.T) {
	m := &MockOIDC{}
	authorizeQuery := url.Values{}
	authorizeQuery.Set("state", "abcdef1234567890")
	authorizeURL, err := url.Parse(m.Addr())
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/oauth2-proxy/mockoidc/mockoidc_test.go:79 (escaper: the query is built with url.Values.Encode, which escapes every value.)
	authorizeURL.RawQuery = authorizeQuery.Encode() // lookalike
	if _, err := http.NewRequest(http.MethodGet, authorizeURL.String(), nil); err != nil {
		t.Fatal(err)
	}
}
