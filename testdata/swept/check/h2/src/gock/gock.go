// Package gock holds cases rewritten from github.com/h2non/gock.
package gock

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
)

// Source: github.com/h2non/gock/gock.go:175 (adds "http://" only when a regexp finds no scheme)
func normalizeURI(uri string) string {
	if ok, _ := regexp.MatchString("^http[s]?", uri); !ok {
		return "http://" + uri // lookalike
	}
	return uri
}

// Mock is a registered mock for a URL.
type Mock struct{ URL *url.URL }

// New registers a mock for uri.
func New(uri string) *Mock {
	u, _ := url.Parse(normalizeURI(uri))
	return &Mock{URL: u}
}

// MatchHost reports whether the request's host matches the mock's host pattern.
func MatchHost(req *http.Request, mock *url.URL) bool {
	re, err := regexp.Compile("(?i)^" + mock.Host + "$")
	if err != nil {
		return false
	}
	return re.MatchString(req.URL.Host) || strings.EqualFold(req.URL.Host, mock.Host)
}
