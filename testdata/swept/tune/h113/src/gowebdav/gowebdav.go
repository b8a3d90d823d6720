// Package gowebdav holds cases rewritten from github.com/studio-b12/gowebdav.
package gowebdav

import (
	"net/http"
	"net/url"
	"strings"
)

// PathEscape escapes all segments of a given path.
func PathEscape(path string) string {
	s := strings.Split(path, "/")
	for i, e := range s {
		// Source: github.com/studio-b12/gowebdav/utils.go:17 (escaper: url.PathEscape applied to one path segment at a time is the right escaper for a path segment)
		s[i] = url.PathEscape(e) // lookalike
	}
	return strings.Join(s, "/")
}

func passportLogin(c *http.Client, location string) error {
	base, err := url.Parse(location)
	if err != nil {
		return err
	}
	authURL := url.URL{
		Scheme: base.Scheme,
		Host:   base.Host,
		// Source: github.com/studio-b12/gowebdav/passportAuth.go:100 (baseslash: the MS-PASS sign-in request goes to the fixed absolute path on the authentication server host, so dropping the Location path is intended)
		Path: "/login2.srf", // lookalike
	}
	req := http.Request{Method: "GET", URL: &authURL}
	rs, err := c.Do(&req)
	if err != nil {
		return err
	}
	return rs.Body.Close()
}
