// Package graphqlgotools holds cases rewritten from github.com/TykTechnologies/graphql-go-tools.
package graphqlgotools

import (
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/TykTechnologies/graphql-go-tools/pkg/asttransform/baseschema.go:139 (syntax: the link sits inside a GraphQL description string, prose and not a URI on its own, rule 4)
const baseSchema = "\"The 'Float' scalar type represents signed double-precision fractional values as specified by [IEEE 754](http://en.wikipedia.org/wiki/IEEE_floating_point).\"\nscalar Float\n" // lookalike

var graphqlSchemes = []string{
	"https",
	"http",
}

func generateRequest(hostArg, urlArg string) (*http.Request, error) {
	u := hostArg + urlArg
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/execution/datasource/datasource_http_polling_stream.go:226 (hostform: bare scheme prefixes used only as a HasPrefix test, not as URIs)
	if !strings.HasPrefix(u, "https://") && !strings.HasPrefix(u, "http://") { // lookalike
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/execution/datasource/datasource_http_polling_stream.go:227 (hostform: the bare scheme prefix is joined to a configured host and path, so the result has a host)
		u = "https://" + u // lookalike
	}
	return http.NewRequest(http.MethodGet, u, nil)
}

func resolveGraphQL(parsedURL *url.URL, whitelisted bool) string {
	if len(parsedURL.Scheme) == 0 || !whitelisted {
		// Source: github.com/TykTechnologies/graphql-go-tools/pkg/execution/datasource/datasource_graphql.go:376 (sink: a missing or non-whitelisted scheme is replaced by a fetchable default scheme before the request)
		parsedURL.Scheme = graphqlSchemes[0] // lookalike
	}
	return parsedURL.String()
}

func buildGETRequest(req *http.Request, query, variables string) {
	q := req.URL.Query()
	q.Add("query", query)
	q.Add("variables", variables)
	// Source: github.com/TykTechnologies/graphql-go-tools/pkg/engine/datasource/graphql_datasource/graphql_sse_handler.go:267 (escaper: url.Values.Encode escapes every query value correctly)
	req.URL.RawQuery = q.Encode() // lookalike
}

var _ = baseSchema
var _ = generateRequest
var _ = resolveGraphQL
var _ = buildGETRequest
