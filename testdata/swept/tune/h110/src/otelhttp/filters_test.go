package otelhttp

import (
	"net/http"
	"net/url"
	"testing"
)

type scenario struct {
	name   string
	filter Filter
	req    *http.Request
	exp    bool
}

func run(t *testing.T, ss []scenario) {
	for _, s := range ss {
		if got := s.filter(s.req); got != s.exp {
			t.Errorf("Failed testing %q. Expected %t, got %t", s.name, s.exp, got)
		}
	}
}

func TestAny(t *testing.T) {
	run(t, []scenario{
		// Source: go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp/filters/filters_test.go:26 (sink: a request URL with a host and no scheme is input to a request matcher and is never sent; rule 2c; sample 2 of 17 identical rows)
		{name: "no matching filters", filter: Any(Path("/foo"), Hostname("bar.baz")), req: &http.Request{URL: &url.URL{Path: "/boo", Host: "baz.bar:8080"}}, exp: false}, // lookalike
	})
}

func TestPathPrefix(t *testing.T) {
	run(t, []scenario{
		// Source: go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp/filters/filters_test.go:136 (sink: a request URL with a host and no scheme is input to the path-prefix matcher and is never sent; rule 2c; sample 2 of 17 identical rows)
		{name: "non-matching prefix", filter: PathPrefix("/foo"), req: &http.Request{URL: &url.URL{Path: "/boo/far", Host: "baz.bar:8080"}}, exp: false}, // lookalike
	})
}

func TestQuery(t *testing.T) {
	// Source: go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp/filters/filters_test.go:176 (plainhttp: a parsed URL on a made-up host that is only input to a query matcher, never requested)
	matching, _ := url.Parse("http://bar.baz:8080/foo/bar?key=value") // lookalike
	run(t, []scenario{
		{name: "matching query parameter", filter: Query("key", "value"), req: &http.Request{Method: http.MethodGet, URL: matching}, exp: true},
	})
}
