// Package cbwarc holds cases rewritten from github.com/CorentinB/warc.
package cbwarc

import (
	"net/http"
	"net/url"
)

// Source: github.com/CorentinB/warc/dedupe.go:33 (escaper: the target URI goes into the CDX query through url.QueryEscape, the right escaper, and the digest is a base32 ID left raw, which the code cannot be shown to need escaping.)
func checkCDXRevisit(CDXURL string, digest string, targetURI string) (*http.Response, error) {
	return http.Get(CDXURL + "/web/timemap/cdx?url=" + url.QueryEscape(targetURI) + "&filter=digest:" + digest + "&limit=-1") // lookalike
}
