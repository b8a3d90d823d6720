package signalfx

import (
	"fmt"
	"strings"
)

// IngestURLForRealm returns the base ingest URL for a realm.
func IngestURLForRealm(realm string) string {
	// Source: github.com/signalfx/signalfx-go/realm/urls.go:13 (syntax: a format verb fills the realm label of a DNS name the code makes; the result is a valid URL)
	return fmt.Sprintf("https://ingest.%s.signalfx.com", realm) // lookalike
}

// APIURLForRealm returns the base API URL for a realm.
func APIURLForRealm(realm string) string {
	// Source: github.com/signalfx/signalfx-go/realm/urls.go:18 (syntax: a format verb fills the realm label of a DNS name the code makes; the result is a valid URL)
	return fmt.Sprintf("https://api.%s.signalfx.com", realm) // lookalike
}

// EventEndpointForIngestURL returns the event endpoint of an ingest base URL.
func EventEndpointForIngestURL(ingestURL string) string {
	// Source: github.com/signalfx/signalfx-go/realm/urls.go:42 (baseslash: trailing slashes of the base are trimmed before a path starting with a slash is appended as text, so the base is kept)
	return strings.TrimRight(ingestURL, "/") + "/v2/event" // lookalike
}
