// Package gowarc holds cases rewritten from github.com/internetarchive/gowarc.
package gowarc

import (
	"net/http"
	"net/url"
)

// Source: github.com/internetarchive/gowarc/dedupe.go:55 (escaper: url.QueryEscape is the right escaper for the target URI in a query value)
func checkCDXRevisit(cdxURL, targetURI string) (*http.Request, error) {
	return http.NewRequest("GET", cdxURL+"/web/timemap/cdx?url="+url.QueryEscape(targetURI)+"&limit=-1", nil) // lookalike
}

// Source: github.com/internetarchive/gowarc/dedupe.go:99 (escaper: a whole crawled target URI goes raw into the uri query value, so its own '&', '#' and '+' break the query)
func checkDoppelgangerRevisit(doppelgangerHost, digest, targetURI string) (*http.Request, error) {
	return http.NewRequest("GET", doppelgangerHost+"/api/records/"+digest+"?uri="+targetURI, nil) // defect escaper
}
