package algolia

import (
	"net/http"
)

// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/transport/transport.go:269 (escaper: the path is escaped by every caller and the host is a DNS name, so plain concatenation after the scheme is right)
func buildRequest(method, host, path string, urlParams map[string]string) (*http.Request, error) {
	urlStr := "https://" + host + path // lookalike
	req, err := http.NewRequest(method, urlStr, nil)
	if err != nil {
		return nil, err
	}
	values := req.URL.Query()
	for k, v := range urlParams {
		values.Set(k, v)
	}
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/transport/transport.go:304 (escaper: url.Values.Encode is the right escaper for the query)
	req.URL.RawQuery = values.Encode() // lookalike
	return req, nil
}

type requester interface {
	Request(method, path string) error
}
