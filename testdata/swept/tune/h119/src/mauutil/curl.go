// Package mauutil holds cases rewritten from go.mau.fi/util.
package mauutil

import (
	"net/http"
	"net/url"
	"strings"
)

// Source: go.mau.fi/util/curl/parse.go:56 (hostform: the bare scheme prefix is a strings.HasPrefix test on curl arguments, not a URI)
func parseCurlArgs(parts []string) (*http.Request, error) {
	req := &http.Request{Header: make(http.Header)}
	for _, val := range parts {
		if req.URL == nil && strings.HasPrefix(val, "https://") { // lookalike
			u, err := url.Parse(val)
			if err != nil {
				return nil, err
			}
			req.URL = u
		}
	}
	return req, nil
}
