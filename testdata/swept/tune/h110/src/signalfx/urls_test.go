package signalfx

import "testing"

func TestEventURLs(t *testing.T) {
	// Source: github.com/signalfx/signalfx-go/realm/urls_test.go:15 (baseslash: the expected value of the endpoint builder for a base with a trailing slash keeps the whole base)
	if got, want := EventEndpointForIngestURL("https://ingest.us9.signalfx.com/"), "https://ingest.us9.signalfx.com/v2/event"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
}
