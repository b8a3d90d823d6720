// Package rekor holds cases rewritten from github.com/sigstore/rekor.
package rekor

import (
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/sigstore/rekor/pkg/api/entries.go:526 (escaper: a hex entry UUID appended to the decoded url.URL.Path field, which String escapes; whether an ID needs escaping is not known from the code.)
func getEntryURL(locationURL url.URL, uuid string) string {
	query := locationURL.Query()
	query.Del("apiKey")
	locationURL.RawQuery = query.Encode()
	locationURL.Path = fmt.Sprintf("%v/%v", locationURL.Path, uuid) // lookalike
	return locationURL.String()
}

// Source: github.com/sigstore/rekor/pkg/generated/restapi/configure_rekor_server.go:229 (hostjoin: the request's Host is already host[:port], bracketed when IPv6, so nothing is joined with a bare colon.)
func requestURL(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return fmt.Sprintf("%s://%s%s", scheme, r.Host, r.RequestURI) // lookalike
}

// Source: github.com/sigstore/rekor/pkg/generated/restapi/server.go:336 (syntax: a log message whose verb takes a listener address that is already host:port; prose, not a URI.)
func logServing(l net.Listener) {
	log.Printf("Serving rekor server at http://%s", l.Addr()) // lookalike
}

// lookupKey canonicalizes a subject for the index, as the indexstorage does.
func lookupKey(subject string) string {
	return strings.ToLower(subject)
}

// SearchIndexHandler looks the subject up in the index.
func SearchIndexHandler(subject string, lookup func([]string)) {
	lookup([]string{lookupKey(subject)})
}
