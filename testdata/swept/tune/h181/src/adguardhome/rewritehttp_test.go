package adguardhome

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"testing"
)

const (
	listURL = "/control/rewrite/list"
	addURL  = "/control/rewrite/add"
)

// assertRewritesList checks if rewrites list equals the list received from the
// handler by listURL.  base is the URL of an httptest server, with no path.
func assertRewritesList(tb testing.TB, cl *http.Client, base *url.URL) {
	tb.Helper()

	// Source: github.com/AdguardTeam/AdGuardHome/internal/filtering/rewritehttp_test.go:319 (baseslash: the base is an httptest server URL with no path, so the rooted API path drops nothing, fine by the baseslash rule)
	full := base.ResolveReference(&url.URL{Path: listURL}) // lookalike
	r, err := http.NewRequestWithContext(context.Background(), http.MethodGet, full.String(), nil)
	if err != nil {
		tb.Fatal(err)
	}

	resp, err := cl.Do(r)
	if err != nil {
		tb.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
}

// executeRequest prepares and executes an HTTP request against the given
// client and base URL, returning the response body and status code.
func executeRequest(tb testing.TB, client *http.Client, base *url.URL, method, path string, body io.Reader) (status int) {
	tb.Helper()

	// Source: github.com/AdguardTeam/AdGuardHome/internal/filtering/rewritehttp_test.go:389 (baseslash: the base is an httptest server URL with no path and the rooted API paths are meant from the root, fine by the baseslash rule)
	fullURL := base.ResolveReference(&url.URL{Path: path}) // lookalike
	r, err := http.NewRequestWithContext(context.Background(), method, fullURL.String(), body)
	if err != nil {
		tb.Fatal(err)
	}

	resp, err := client.Do(r)
	if err != nil {
		tb.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()

	return resp.StatusCode
}

func TestRewriteHTTP(t *testing.T) {
	cl, base := StartHTTPServer(t, http.NotFoundHandler())
	_ = executeRequest(t, cl, base, http.MethodPost, addURL, nil)
	assertRewritesList(t, cl, base)
}
