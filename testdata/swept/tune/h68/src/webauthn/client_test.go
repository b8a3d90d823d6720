// Package webauthn holds cases rewritten from github.com/go-webauthn/webauthn.
package webauthn

import (
	"strings"
	"testing"
)

func TestVerifyCollectedClientData(t *testing.T) {
	testCases := []struct {
		name    string
		errInfo string
	}{
		{
			name: "ShouldFailOpaqueOriginDifferingInCase",
			// Source: github.com/go-webauthn/webauthn/protocol/client_test.go:170 (syntax: expected error message prose listing origins, rule 4)
			errInfo: "Expected Values: [https://example.com android:apk-key-hash:2JMJ7L5RSW0YVB-VLWAYKK-YBWK], Received: android:apk-key-hash:2jmj7l5rSw0yVb-vlWAYkK-YBwk", // lookalike
		},
	}

	for _, tc := range testCases {
		if !strings.HasPrefix(tc.errInfo, "Expected Values: ") {
			t.Fatal(tc.name)
		}
	}
}

func TestFullyQualifiedOrigin(t *testing.T) {
	testCases := []struct {
		name, have, expected, expectedErr string
	}{
		// Source: github.com/go-webauthn/webauthn/protocol/client_test.go:352 (syntax: ms-appx package identity with an underscore is a valid RFC 3986 reg-name for a non-DNS scheme, given to the origin parser)
		{"ShouldParseMSAppX", "ms-appx://microsoft.windowscalculator_8wekyb3d8bbwe", "ms-appx://microsoft.windowscalculator_8wekyb3d8bbwe", ""}, // lookalike
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			actual, err := FullyQualifiedOrigin(tc.have)
			if err != nil || actual != tc.expected {
				t.Fatalf("got %q, %v", actual, err)
			}
		})
	}
}

func TestIsOriginInHaystack(t *testing.T) {
	testCases := []struct {
		name     string
		origin   string
		haystack []string
		expected bool
	}{
		// Source: github.com/go-webauthn/webauthn/protocol/client_test.go:395 (hostcase: upper-case host is a deliberate row of the origin matcher table named CaseInsensitiveHost)
		{"ShouldHandleFullyQualifiedOriginCaseInsensitiveHost", "https://app.EXAMPLE.com", []string{"https://app.example.com"}, true}, // lookalike
		// Source: github.com/go-webauthn/webauthn/protocol/client_test.go:497 (credentials: userinfo password is input to the origin matcher in a row that varies the origin on purpose)
		{"ShouldHandleNonFQDNOriginExactStringMatch", "https://user:password@app.example.com/", []string{"https://user:password@app.example.com/"}, true}, // lookalike
		// Source: github.com/go-webauthn/webauthn/protocol/client_test.go:516 (syntax: broken percent-escape in a row named ShouldHandleInvalidURLAsSimpleStringMatch)
		{"ShouldHandleInvalidURLAsSimpleStringMatch", "http://app.example.%%%&123?1", []string{"http://app.example.%%%&123?1"}, true}, // lookalike
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			if got := IsOriginInHaystack(tc.origin, tc.haystack); got != tc.expected {
				t.Fatalf("got %v", got)
			}
		})
	}
}

func TestIsOpaqueOriginInHaystack(t *testing.T) {
	testCases := []struct {
		name     string
		origin   string
		haystack []string
		expected bool
	}{
		// Source: github.com/go-webauthn/webauthn/protocol/client_test.go:579 (port: out-of-range port in a row named OutOfRange of the opaque-origin matcher table)
		{"ShouldMatchAnOutOfRangeHTTPSValueExactly", "https://example.com:99999", []string{"https://example.com:99999"}, true}, // lookalike
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			if got := IsOpaqueOriginInHaystack(tc.origin, tc.haystack); got != tc.expected {
				t.Fatalf("got %v", got)
			}
		})
	}
}
