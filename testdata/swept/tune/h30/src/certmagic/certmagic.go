// Package certmagic holds cases rewritten from github.com/caddyserver/certmagic.
package certmagic

import (
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/caddyserver/certmagic/certmagic.go:158 (hostform: a scheme prefix that the next two lines complete with the request host and request URI, not a URI with an empty host.)
func httpRedirectHandler(w http.ResponseWriter, r *http.Request) {
	toURL := "https://" // lookalike
	toURL += r.Host
	toURL += r.URL.RequestURI()
	http.Redirect(w, r, toURL, http.StatusMovedPermanently)
}

// Source: github.com/caddyserver/certmagic/acmeclient.go:259 (hostform: a scheme prefix put before a CA address that has none, not a URI with an empty host.)
func caDirectoryURL(caURL string) (*url.URL, error) {
	if !strings.Contains(caURL, "://") {
		caURL = "https://" + caURL // lookalike
	}
	return url.Parse(caURL)
}

var activeChallenges = map[string]bool{}

// HandleHTTPChallenge answers r when it asks for an active challenge.
func HandleHTTPChallenge(w http.ResponseWriter, r *http.Request) bool {
	if !activeChallenges[r.Host+r.URL.Path] {
		return false
	}
	w.WriteHeader(http.StatusOK)
	return true
}
