package certmagic

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestHTTPChallengeHandlerNoOp(t *testing.T) {
	for _, u := range []string{
		// Source: github.com/caddyserver/certmagic/httphandlers_test.go:66 (plainhttp: a request the test expects the challenge handler to refuse, served by a recorder, not sent to a public host.)
		"http://other/.well-known/acme-challenge/foo", // lookalike
	} {
		req, err := http.NewRequest("GET", u, nil)
		if err != nil {
			t.Fatalf("Could not craft request, got error: %v", err)
		}
		if HandleHTTPChallenge(httptest.NewRecorder(), req) {
			t.Errorf("Got true with this URL, but shouldn't have: %s", u)
		}
	}
}
