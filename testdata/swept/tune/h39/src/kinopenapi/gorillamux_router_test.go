package kinopenapi

import "testing"

func newServerWithVariables(url string, variables map[string]string) *Server {
	vars := map[string]*ServerVariable{}
	for k, v := range variables {
		vars[k] = &ServerVariable{Default: v}
	}
	return &Server{URL: url, Variables: vars}
}

func TestRouterServerVariables(t *testing.T) {
	doc := &T{Servers: []*Server{
		// Source: github.com/getkin/kin-openapi/routers/gorillamux/router_test.go:170 (port: a server template whose port is a declared variable, given to the router under test (rule 2c), not a literal port.)
		{URL: "http://127.0.0.1:{port}/api/v1", Variables: map[string]*ServerVariable{"port": {Default: "8000"}}}, // lookalike
	}}
	if _, err := NewRouter(doc); err != nil {
		t.Fatal(err)
	}
}

func TestServerPath(t *testing.T) {
	doc := &T{Servers: []*Server{
		// Source: github.com/getkin/kin-openapi/routers/gorillamux/router_test.go:255 (port: a server template whose port is a declared variable, given to the router under test (rule 2c), not a literal port.)
		newServerWithVariables("http://example.com:{port}/path", map[string]string{"port": "8088"}), // lookalike
	}}
	if _, err := NewRouter(doc); err != nil {
		t.Fatal(err)
	}
}
