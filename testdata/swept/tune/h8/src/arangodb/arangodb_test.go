package arangodb

import (
	"net/url"
	"strings"
	"testing"
)

func isCleartextEndpoint(urls []string) bool {
	if len(urls) == 0 {
		return false
	}
	for _, s := range urls {
		u, err := url.Parse(s)
		if err != nil || u.Scheme != "http" {
			return false
		}
	}
	return true
}

func TestIsCleartextEndpoint(t *testing.T) {
	tests := map[string]struct {
		urls []string
		want bool
	}{
		// Source: github.com/arangodb/go-driver/v2/connection/connection_configuration_test.go:35 (hostform: one-letter host names of the endpoints the scheme classifier reads; nothing is dialled)
		"all http": {[]string{"http://a:8529", "http://b:8529"}, true}, // lookalike
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if got := isCleartextEndpoint(tc.urls); got != tc.want {
				t.Fatalf("got %v", got)
			}
		})
	}
}

func getApplierEndpoint(eps []string) string {
	endpoint := eps[0]
	if strings.HasPrefix(endpoint, "https://") {
		// Source: github.com/arangodb/go-driver/v2/tests/client_replication_test.go:47 (hostform: scheme prefixes swapped with strings.Replace to the tcp/ssl form the replication API takes)
		endpoint = strings.Replace(endpoint, "https://", "ssl://", 1) // lookalike
	}
	return endpoint
}

func TestApplierEndpoint(t *testing.T) {
	if got := getApplierEndpoint([]string{"https://localhost:8529"}); got != "ssl://localhost:8529" {
		t.Fatal(got)
	}
}
