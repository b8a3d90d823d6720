// Package query is a stand-in for github.com/google/go-querystring/query.
package query

import "net/url"

// Values encodes the url-tagged fields of v (stand-in: none).
func Values(v interface{}) (url.Values, error) {
	return url.Values{}, nil
}
