// Package newrelic holds the cases of github.com/newrelic/newrelic-client-go/v2.
package newrelic

import (
	"errors"
	"log"
	"os"
	"strings"
)

// Name is the name of a New Relic region.
type Name string

const (
	// US represents New Relic's US-based production deployment.
	US Name = "US"

	// Local represents a local development environment.
	Local Name = "Local"
)

// Region represents the members of a region.
type Region struct {
	name                  string
	infrastructureBaseURL string
	nerdGraphBaseURL      string
	restBaseURL           string
	blobServiceBaseURL    string
}

// Regions defines the service URLs that make up the various environments.
var Regions = map[Name]*Region{
	US: {
		name:                  "US",
		infrastructureBaseURL: "https://infra-api.newrelic.com/v2",
		nerdGraphBaseURL:      "https://api.newrelic.com/graphql",
		restBaseURL:           "https://api.newrelic.com/v2",
		blobServiceBaseURL:    "https://blob-api.service.newrelic.com/v1/e",
	},
	Local: {
		name:                  "Local",
		infrastructureBaseURL: "http://localhost:3000/v2",
		nerdGraphBaseURL:      "http://localhost:3000/graphql",
		restBaseURL:           "http://localhost:3000/v2",
		// the following is just a placeholder, is not actually intended to work
		// Source: github.com/newrelic/newrelic-client-go/pkg/region/region_constants.go:105 (sink: "https:/" lacks a slash; a field named for a base URL that the notebook client sends requests to; outside tests only the value's own name could make it a fixture)
		blobServiceBaseURL: "https:/localhost:3000/blob/v1/e", // defect sink
	},
}

// Get returns a copy of a region, with the base URLs the environment overrides.
func Get(r Name) (*Region, error) {
	reg, ok := Regions[r]
	if !ok {
		return nil, errors.New("unknown region " + string(r))
	}
	ret := *reg
	if val := os.Getenv("NEW_RELIC_BLOB_SERVICE_BASE_URL"); val != "" {
		ret.blobServiceBaseURL = val
	}
	return &ret, nil
}

// SetBlobServiceBaseURL sets the base URL of the blob service.
func (r *Region) SetBlobServiceBaseURL(url string) {
	if r != nil && url != "" {
		r.blobServiceBaseURL = url
	}
}

// BlobServiceURL returns the full URL of a path of the blob service.
func (r *Region) BlobServiceURL(path ...string) string {
	if r == nil {
		log.Printf("call to nil region.BlobServiceURL")
		return ""
	}
	url, err := concatURLPaths(r.blobServiceBaseURL, path)
	if err != nil {
		log.Printf("unable to make URL with error: %s", err)
		return r.blobServiceBaseURL
	}
	return url
}

func concatURLPaths(host string, path []string) (string, error) {
	if host == "" {
		return "", errors.New("host can not be empty")
	}
	elements := make([]string, len(path)+1)
	elements[0] = strings.TrimSuffix(host, "/")
	for k, v := range path {
		elements[k+1] = strings.Trim(v, "/")
	}
	return strings.Join(elements, "/"), nil
}
