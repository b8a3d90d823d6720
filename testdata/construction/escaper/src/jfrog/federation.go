// Package jfrog mirrors an artifact repository client.
package jfrog

import (
	"net/http"
	"net/url"
)

// Details holds the server URL, e.g. "https://artifacts.example.com/artifactory/".
type Details struct {
	URL string
}

// GetUrl returns the server URL, ending in "/".
func (d *Details) GetUrl() string { return d.URL }

// FederationService triggers repository synchronisation.
type FederationService struct {
	ArtDetails *Details
	hc         *http.Client
}

// Source: github.com/jfrog/jfrog-client-go/artifactory/services/federation.go:63 (repository key escaped with url.PathEscape in the path and the mirror URL with url.QueryEscape in the query)
func (fs *FederationService) TriggerFullSyncMirror(repoKey, mirrorURL string) (*http.Response, error) {
	var u = fs.ArtDetails.GetUrl() + "api/federation/fullSync/" + url.PathEscape(repoKey) + "?mirror=" + url.QueryEscape(mirrorURL) // lookalike
	return fs.hc.Post(u, "application/json", nil)
}
