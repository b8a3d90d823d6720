// Package webauthn holds cases rewritten from github.com/go-webauthn/webauthn.
package webauthn

import "testing"

func TestNormalizeRelatedOrigins(t *testing.T) {
	testCases := []struct {
		name     string
		have     []string
		expected []string
		err      string
	}{
		// Source: github.com/go-webauthn/webauthn/protocol/related_origins_test.go:94 (port: empty port is the input of a normaliser row named ShouldNormalizeAwayAnEmptyPort)
		{name: "ShouldNormalizeAwayAnEmptyPort", have: []string{"https://example.com:"}, expected: []string{"https://example.com"}}, // lookalike
		// Source: github.com/go-webauthn/webauthn/protocol/related_origins_test.go:114 (port: overflowing port in a row named ShouldRejectAPortWhichOverflows that expects an error)
		{name: "ShouldRejectAPortWhichOverflows", have: []string{"https://example.com:999999999999999999999"}, err: "the port must be no greater than 65535"}, // lookalike
		// Source: github.com/go-webauthn/webauthn/protocol/related_origins_test.go:134 (port: default port on an IPv6 literal is input to the origin normaliser, which strips it)
		{name: "ShouldPreserveTheBracketsOfAnIPv6Literal", have: []string{"https://[::1]:443", "https://[::1]:8443"}, expected: []string{"https://[::1]", "https://[::1]:8443"}}, // lookalike
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NormalizeRelatedOrigins(tc.have)
			if (err != nil) != (tc.err != "") {
				t.Fatalf("unexpected error state: %v", err)
			}
		})
	}
}

func TestDefaultRelatedOriginLabeler(t *testing.T) {
	testCases := []struct {
		name     string
		have     string
		expected string
	}{
		// Source: github.com/go-webauthn/webauthn/protocol/related_origins_test.go:239 (hostcase: upper-case host is the input of a labeler row named ShouldLowercaseTheLabel)
		{name: "ShouldLowercaseTheLabel", have: "https://EXAMPLE.com", expected: "example"}, // lookalike
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			label, err := DefaultRelatedOriginLabeler(tc.have)
			if err != nil || label != tc.expected {
				t.Fatalf("got %q, %v", label, err)
			}
		})
	}
}

func relatedDocument(origin string) string {
	return `{"origins":["` + origin + `"]}`
}

func TestRelatedOriginsWriteTo(t *testing.T) {
	// Source: github.com/go-webauthn/webauthn/protocol/related_origins_test.go:314 (syntax: expected JSON document text that lists an origin, not a URI as a whole)
	if got := relatedDocument("https://example.com"); got != `{"origins":["https://example.com"]}` { // lookalike
		t.Fatal(got)
	}
}

func TestIsOpaqueOrigin(t *testing.T) {
	testCases := []struct {
		name     string
		have     string
		expected bool
	}{
		// Source: github.com/go-webauthn/webauthn/protocol/related_origins_test.go:417 (hostform: empty host in a row named ShouldConsiderAnHTTPSURLWithoutAHostOpaque of the origin classifier)
		{name: "ShouldConsiderAnHTTPSURLWithoutAHostOpaque", have: "https:///path", expected: true}, // lookalike
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			if got := IsOpaqueOrigin(tc.have); got != tc.expected {
				t.Fatalf("got %v", got)
			}
		})
	}
}

func TestIsKnownOpaqueOrigin(t *testing.T) {
	testCases := []struct {
		name     string
		have     string
		expected bool
	}{
		// Source: github.com/go-webauthn/webauthn/protocol/related_origins_test.go:455 (hostform: empty host in a row named ShouldNotKnowAnHTTPSOriginWithoutAHost that expects false)
		{name: "ShouldNotKnowAnHTTPSOriginWithoutAHost", have: "https:///path", expected: false}, // lookalike
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			if got := IsKnownOpaqueOrigin(tc.have); got != tc.expected {
				t.Fatalf("got %v", got)
			}
		})
	}
}
