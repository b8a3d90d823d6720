// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestRedirect(t *testing.T) {
	// Source: github.com/russellhaering/gosaml2/build_request_test.go:34 (hostform: a server-side request URL that holds only a path, as a handler receives it)
	r := &http.Request{URL: &url.URL{Path: "/"}} // lookalike
	w := httptest.NewRecorder()

	sp := SAMLServiceProvider{}
	if err := sp.AuthRedirect(w, r, "foobar"); err != nil {
		t.Fatal(err)
	}

	u, err := url.Parse(w.Header().Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	dst, err := url.Parse(sp.IdentityProviderSSOURL)
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/russellhaering/gosaml2/build_request_test.go:78 (escaper: the expected value rejoins the scheme, the already host:port u.Host and the path of a parsed redirect URL, with no escaper misapplied)
	if got := fmt.Sprintf("%s://%s%s", u.Scheme, u.Host, u.Path); got != dst.String() { // lookalike
		t.Fatalf("got %q", got)
	}
}
