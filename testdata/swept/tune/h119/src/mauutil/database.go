package mauutil

import (
	"net/url"
	"strings"
)

// Source: go.mau.fi/util/dbutil/database.go:316 (escaper: the read-only DSN query is rebuilt with url.Values.Encode, which escapes every value)
func readOnlyURI(uri string) (string, error) {
	uriParts := strings.Split(uri, "?")
	qs := url.Values{}
	if len(uriParts) == 2 {
		var err error
		qs, err = url.ParseQuery(uriParts[1])
		if err != nil {
			return "", err
		}
	}
	qs.Set("_query_only", "true")
	return uriParts[0] + "?" + qs.Encode(), nil // lookalike
}
