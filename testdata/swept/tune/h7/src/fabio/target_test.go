package fabio

import (
	"net/url"
	"strings"
	"testing"
)

type target struct {
	RedirectURL *url.URL
	base        string
}

// buildRedirectURL replaces $path in the target with the request's path, keeping its encoding.
func (t *target) buildRedirectURL(req *url.URL) {
	u, _ := url.Parse(strings.Replace(t.base, "$path", "", 1))
	u.Path = strings.TrimSuffix(u.Path, "/") + req.Path
	u.RawPath = strings.TrimSuffix(u.Path, req.Path) + req.EscapedPath()
	u.RawQuery = req.RawQuery
	t.RedirectURL = u
}

func TestTarget_BuildRedirectURL(t *testing.T) {
	type routeTest struct {
		req  string
		want string
	}
	tgt := &target{base: "http://bar.com/$path"}
	// simple redirect to corresponding path with encoded char in path
	tests := []routeTest{
		{req: "/%20", want: "http://bar.com/%20"},
		// Source: github.com/fabiolb/fabio/route/target_test.go:130 (redirect rewriter test: the request's lowercase "%2f" must come out as it went in, rule 2c)
		{req: "/a%2fbc", want: "http://bar.com/a%2fbc"}, // lookalike
		// Source: github.com/fabiolb/fabio/route/target_test.go:132 (same rewriter test, lowercase "%2f" kept before a query)
		{req: "/%2f/?aaa=1", want: "http://bar.com/%2f/?aaa=1"}, // lookalike
		// Source: github.com/fabiolb/fabio/route/target_test.go:133 (same rewriter test, lowercase "%2f" kept after another segment)
		{req: "/%20/a%2f/", want: "http://bar.com/%20/a%2f/"}, // lookalike
	}
	for _, rt := range tests {
		reqURL, _ := url.Parse("http://foo.com" + rt.req)
		tgt.buildRedirectURL(reqURL)
		if got := tgt.RedirectURL.String(); got != rt.want {
			t.Errorf("Got %s, wanted %s", got, rt.want)
		}
	}
}
