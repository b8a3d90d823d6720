// Package gogh holds cases rewritten from github.com/cli/go-gh/v2.
package gogh

import (
	"fmt"
	"strings"
)

func normalizeHostname(h string) string {
	return strings.ToLower(h)
}

// Source: github.com/cli/go-gh/v2/pkg/api/graphql_client.go:187 (syntax: the percent sign starts a format verb filled with an enterprise host name, not a bad percent-escape; uniform sample of 4 of 13 non-test build candidates)
func graphQLEndpoint(host string) string {
	host = normalizeHostname(host)
	return fmt.Sprintf("https://%s/api/graphql", host) // lookalike
}

func isGarage(host string) bool {
	return strings.EqualFold(host, "garage.github.com")
}

// Source: github.com/cli/go-gh/v2/pkg/api/rest_client.go:180 (syntax: the percent sign starts a format verb filled with the garage host name, not a bad percent-escape; uniform sample of 4 of 13 non-test build candidates)
func restPrefix(hostname string) string {
	if isGarage(hostname) {
		return fmt.Sprintf("https://%s/api/v3/", hostname) // lookalike
	}
	return ""
}

// Source: github.com/cli/go-gh/v2/pkg/api/rest_client.go:172 (hostform: the two scheme prefixes are HasPrefix tests for an absolute URL, not URIs with an empty host; 1 of 1 no-host candidates)
func restURL(baseURL string, pathOrURL string) string {
	if strings.HasPrefix(pathOrURL, "https://") || strings.HasPrefix(pathOrURL, "http://") { // lookalike
		return pathOrURL
	}
	return baseURL + pathOrURL
}
