package netbird

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func newReq(rawURL string) *http.Request {
	return httptest.NewRequest(http.MethodGet, rawURL, nil)
}

func TestRewriteLocationDefaultPort(t *testing.T) {
	t.Run("rewrites when target has :443 but redirect omits it for https", func(t *testing.T) {
		// Target: heise.de:443, redirect: https://heise.de/path (no :443 because it's default)
		// Per RFC 3986, these are the same authority.
		// Source: github.com/netbirdio/netbird/proxy/internal/proxy/reverseproxy_test.go:832 (port: https's default port in the target of a case named for it, which tests that the rewriter treats heise.de:443 and heise.de alike, rule 2b)
		target443, _ := url.Parse("https://heise.de:443") // lookalike
		p := newProxy("https")
		modifyResp := p.rewriteLocationFunc(target443, "", newReq("https://public.example.com/"))
		resp := &http.Response{Header: http.Header{}}
		resp.Header.Set("Location", "https://heise.de/path")

		if err := modifyResp(resp); err != nil {
			t.Fatal(err)
		}
		if got := resp.Header.Get("Location"); got != "https://public.example.com/path" {
			t.Fatalf("got %q", got)
		}
	})
}
