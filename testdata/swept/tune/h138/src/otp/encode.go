// Package otp holds cases rewritten from github.com/pquerna/otp.
package otp

import (
	"net/url"
	"sort"
	"strings"
)

// encodeQuery is url.Values.Encode with PathEscape instead of QueryEscape.
func encodeQuery(v url.Values) string {
	var buf strings.Builder
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		// Source: github.com/pquerna/otp/internal/encode.go:24 (escaper: url.PathEscape on a query key of a generic url.Values encoder leaves "&", "=" and "+" raw in the query.)
		keyEscaped := url.PathEscape(k) // defect escaper
		for _, val := range v[k] {
			if buf.Len() > 0 {
				buf.WriteByte('&')
			}
			buf.WriteString(keyEscaped)
			buf.WriteByte('=')
			// Source: github.com/pquerna/otp/internal/encode.go:31 (escaper: url.PathEscape on a query value such as the issuer leaves "&", "=" and "+" raw, so an issuer with "&" splits the otpauth query.)
			buf.WriteString(url.PathEscape(val)) // defect escaper
		}
	}
	return buf.String()
}
