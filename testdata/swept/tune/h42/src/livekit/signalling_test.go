package livekit

import (
	"errors"
	"strings"
	"testing"
)

func TestBuildURL(t *testing.T) {
	tests := []struct {
		name   string
		prefix string
		path   string
		query  string
		want   string
	}{
		// Source: github.com/livekit/server-sdk-go/v2/signalling/utils_test.go:55 (dotsegment: repeated slashes in a row named for them, input to the builder that cleans the path, rules 2b and 2c)
		{"repeated trailing slashes", "wss://host//", "/rtc", "a=1", "wss://host/rtc?a=1"}, // lookalike
		// Source: github.com/livekit/server-sdk-go/v2/signalling/utils_test.go:56 (hostform: a single-label placeholder host in a builder table row is none of the rare forms hostform names, rule 2d)
		{"validate path over https", "https://host/", "/rtc/validate", "a=1", "https://host/rtc/validate?a=1"}, // lookalike
		// Source: github.com/livekit/server-sdk-go/v2/signalling/utils_test.go:57 (dotsegment: dot segments in a row named for them, input to the builder that resolves them, rules 2b and 2c)
		{"dot segments are resolved", "wss://host/a/../", "/rtc", "a=1", "wss://host/rtc?a=1"}, // lookalike
		// Source: github.com/livekit/server-sdk-go/v2/signalling/utils_test.go:58 (percent: lowercase encoded dots in a row that checks the builder keeps them, rules 2c and 2d)
		{"percent-encoded dots are preserved", "wss://host/a/%2e%2e/", "/rtc", "a=1", "wss://host/a/%2e%2e/rtc?a=1"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := buildURL(tt.prefix, tt.path, tt.query)
			if err != nil || u != tt.want {
				t.Fatalf("got %q %v, want %q", u, err, tt.want)
			}
		})
	}
}

func TestBuildURLMissingHost(t *testing.T) {
	tests := []struct {
		name   string
		prefix string
	}{
		// Source: github.com/livekit/server-sdk-go/v2/signalling/utils_test.go:83 (hostform: a row of a table of hostless inputs that must be rejected, rule 2a)
		{"opaque url", "wss:host"}, // lookalike
		// Source: github.com/livekit/server-sdk-go/v2/signalling/utils_test.go:85 (hostform: an empty host in a row named for it that must be rejected, rules 2a and 2b)
		{"empty host", "wss:///rtc"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := buildURL(tt.prefix, "/rtc", "a=1"); !errors.Is(err, ErrInvalidParameter) {
				t.Fatalf("got %v", err)
			}
		})
	}
	t.Run("password is redacted from the error", func(t *testing.T) {
		// Source: github.com/livekit/server-sdk-go/v2/signalling/utils_test.go:94 (credentials: a password the test expects to be rejected and redacted from the error, rules 2a and 2c)
		_, err := buildURL("wss://user:secret@", "/rtc", "a=1") // lookalike
		if !errors.Is(err, ErrInvalidParameter) || strings.Contains(err.Error(), "secret") {
			t.Fatalf("got %v", err)
		}
	})
}
