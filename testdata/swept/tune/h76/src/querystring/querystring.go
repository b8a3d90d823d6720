// Package querystring holds cases rewritten from github.com/google/go-querystring.
package querystring

import (
	"net/url"
	"time"
)

// Values encodes a time field into URL values, RFC 3339 by default.
func Values(name string, t time.Time, layout string) url.Values {
	values := make(url.Values)
	if layout != "" {
		values.Add(name, t.Format(layout))
		return values
	}
	// Source: github.com/google/go-querystring/query/encode.go:308 (escaper: RFC3339 time goes into url.Values and is escaped later by Values.Encode (not a sweep candidate))
	values.Add(name, t.Format(time.RFC3339)) // lookalike
	return values
}
