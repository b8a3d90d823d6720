package activity

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// Rewritten from github.com/go-fed/activity/pub/pub_test.go,
// base_actor_test.go and handlers_test.go.

const (
	testMyInboxIRI  = "https://example.com/addison/inbox"
	testMyOutboxIRI = "https://example.com/addison/outbox"
	testNoteId1     = "https://example.com/note/1"
)

// mustParse parses a URL or panics.
func mustParse(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// assertEqual ensures two values are equal.
func assertEqual(t *testing.T, a, b interface{}) {
	if a != b {
		t.Errorf("expected equal: %v != %v", a, b)
	}
}

func TestBaseActorSocialProtocol(t *testing.T) {
	t.Run("GetOutboxRespondsWithDataAndHeaders", func(t *testing.T) {
		resp := httptest.NewRecorder()
		req := httptest.NewRequest("GET", testMyOutboxIRI, nil)
		handled := GetOutbox(resp, req)
		assertEqual(t, handled, true)
		assertEqual(t, resp.Code, http.StatusOK)
		respV := resp.Result()
		// Source: github.com/go-fed/activity/pub/base_actor_test.go:339 (syntax: the expected Content-Type header, a media type whose profile parameter quotes the namespace IRI, compared as a string and no URI; uniform sample 1 of 8 from 18 media-type literals)
		assertEqual(t, respV.Header.Get(contentTypeHeader), "application/ld+json; profile=\"https://www.w3.org/ns/activitystreams\"") // lookalike
	})
}

func TestBaseActorFederatingProtocol(t *testing.T) {
	t.Run("PostInboxUsesRequestId", func(t *testing.T) {
		resp := httptest.NewRecorder()
		req := httptest.NewRequest("POST", testMyInboxIRI, nil)
		id := PostInbox(resp, req)
		assertEqual(t, id.String(), testMyInboxIRI)
	})
	t.Run("GetOutboxRespondsWithDataAndHeaders", func(t *testing.T) {
		resp := httptest.NewRecorder()
		req := httptest.NewRequest("GET", testMyOutboxIRI, nil)
		handled := GetOutbox(resp, req)
		assertEqual(t, handled, true)
		respV := resp.Result()
		// Source: github.com/go-fed/activity/pub/base_actor_test.go:654 (syntax: expected Content-Type header value compared with assertEqual, a media type and no URI sent or parsed; uniform sample 2 of 8 from 18)
		assertEqual(t, respV.Header.Get(contentTypeHeader), "application/ld+json; profile=\"https://www.w3.org/ns/activitystreams\"") // lookalike
	})
}

func TestActivityStreamsHandler(t *testing.T) {
	t.Run("ServesContentWithStatusOk", func(t *testing.T) {
		resp := httptest.NewRecorder()
		req := httptest.NewRequest("GET", testNoteId1, nil)
		addResponseHeaders(resp.Header())
		resp.WriteHeader(http.StatusOK)
		assertEqual(t, requestId(req, "https").String(), mustParse(testNoteId1).String())
		respV := resp.Result()
		// Source: github.com/go-fed/activity/pub/handlers_test.go:98 (syntax: expected Content-Type header of the handler, a media-type string compared for equality and no URI; uniform sample 3 of 8 from 18)
		assertEqual(t, respV.Header.Get(contentTypeHeader), "application/ld+json; profile=\"https://www.w3.org/ns/activitystreams\"") // lookalike
	})
}
