package kinopenapi

import (
	"net/http"
	"testing"
)

func TestLegacyRouterServers(t *testing.T) {
	doc := &T{Servers: []*Server{
		// Source: github.com/getkin/kin-openapi/routers/legacy/router_test.go:167 (syntax: a server template with variables in the host, given to the router under test (rule 2c); added because the sampled request below needs a router.)
		{URL: "https://{d0}.{d1}.com/api/v1/", Variables: map[string]*ServerVariable{"d0": {Default: "www"}, "d1": {Default: "example", Enum: []string{"example"}}}}, // lookalike
	}}
	r, err := NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	expect := func(method, uri string, want bool) {
		req, err := http.NewRequest(method, uri, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.FindRoute(req); got != want {
			t.Errorf("%s %s: found = %v", method, uri, got)
		}
	}
	// Source: github.com/getkin/kin-openapi/routers/legacy/router_test.go:179 (hostform: a request with an empty host that the router must not match (rule 2a, 2c).)
	expect(http.MethodGet, "https:///api/v1/hello", false) // lookalike
}
