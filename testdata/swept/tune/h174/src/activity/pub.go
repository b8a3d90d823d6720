package activity

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Rewritten from github.com/go-fed/activity/pub/util.go and
// github.com/go-fed/activity/pub/transport.go.

const (
	// The Content-Type header.
	contentTypeHeader = "Content-Type"
	// The Date header.
	dateHeader = "Date"
	// Contains the ActivityStreams Content-Type value.
	// Source: github.com/go-fed/activity/pub/util.go:123 (syntax: the Content-Type header value, a media type whose profile parameter quotes the namespace IRI, no URI sent or parsed; kept beside the uniform sample of 8 from 18 because the sampled tests check the header it sets)
	contentTypeHeaderValue = "application/ld+json; profile=\"https://www.w3.org/ns/activitystreams\"" // lookalike
)

// activityStreamsMediaTypes contains all of the accepted ActivityStreams media
// types. Generated at init time.
var activityStreamsMediaTypes []string

func init() {
	activityStreamsMediaTypes = []string{
		"application/activity+json",
	}
	jsonLdType := "application/ld+json"
	for _, semi := range []string{";", " ;", " ; ", "; "} {
		for _, profile := range []string{
			// Source: github.com/go-fed/activity/pub/util.go:41 (syntax: a media-type profile parameter whose value is the ActivityStreams namespace, part of a header value matched with strings.Contains and no URI sent or parsed; uniform sample 4 of 8 from 18 media-type literals)
			"profile=https://www.w3.org/ns/activitystreams", // lookalike
		} {
			activityStreamsMediaTypes = append(
				activityStreamsMediaTypes,
				fmt.Sprintf("%s%s%s", jsonLdType, semi, profile))
		}
	}
}

// headerIsActivityPubMediaType returns true if the header string contains one
// of the accepted ActivityStreams media types.
func headerIsActivityPubMediaType(header string) bool {
	for _, mediaType := range activityStreamsMediaTypes {
		if strings.Contains(header, mediaType) {
			return true
		}
	}
	return false
}

// addResponseHeaders sets the ActivityStreams content type on a response.
func addResponseHeaders(h http.Header) {
	h.Set(contentTypeHeader, contentTypeHeaderValue)
}

// requestId forms an ActivityPub id based on the HTTP request. Always assumes
// that the id is HTTPS.
func requestId(r *http.Request, scheme string) *url.URL {
	id := r.URL
	// Source: github.com/go-fed/activity/pub/util.go:1002 (hostjoin: the Host header of the incoming request is already a host[:port] authority, brackets for IPv6 included, and is stored whole in URL.Host, no hand-joined host and port)
	id.Host = r.Host // lookalike
	// Source: github.com/go-fed/activity/pub/util.go:1003 (sink: the scheme is "https" from PostInbox or one a caller names for its server, set on the request path with the request host, so the id is an absolute URI)
	id.Scheme = scheme // lookalike
	return id
}

// PostInbox handles an inbox POST, assuming https ids.
func PostInbox(w http.ResponseWriter, r *http.Request) *url.URL {
	return PostInboxScheme(w, r, "https")
}

// PostInboxScheme is similar to PostInbox, except clients are able to
// specify which protocol scheme to handle the incoming request and the
// data stored within the application (HTTP, HTTPS, etc).
func PostInboxScheme(w http.ResponseWriter, r *http.Request, scheme string) *url.URL {
	inboxId := requestId(r, scheme)
	addResponseHeaders(w.Header())
	return inboxId
}

// GetOutbox serves the actor's outbox with the ActivityStreams headers.
func GetOutbox(w http.ResponseWriter, r *http.Request) bool {
	addResponseHeaders(w.Header())
	w.WriteHeader(http.StatusOK)
	return true
}
