// Package openfga holds cases rewritten from github.com/openfga/go-sdk.
package openfga

import "net/url"

func addQueryParams(uri *url.URL, queryParams url.Values) {
	query := uri.Query()
	for k, v := range queryParams {
		for _, iv := range v {
			query.Add(k, iv)
		}
	}
	// Source: github.com/openfga/go-sdk/api_client.go:249 (escaper: RawQuery is set from url.Values.Encode, the right encoder for a query)
	uri.RawQuery = query.Encode() // lookalike
}
