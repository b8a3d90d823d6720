package activity

import (
	"testing"
)

// Rewritten from github.com/go-fed/activity/pub/util_test.go.

func TestHeaderIsActivityPubMediaType(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		expected bool
	}{
		{
			"Mastodon Accept Header",
			"application/activity+json, application/ld+json",
			true,
		},
		{
			"Missing Profile",
			"application/ld+json",
			false,
		},
		{
			"With Profile",
			// Source: github.com/go-fed/activity/pub/util_test.go:30 (syntax: a media-type header value whose profile parameter holds the namespace IRI, one row of a table varying one header (rule 2d) and no URI at all; uniform sample 5 of 8 from 18 media-type literals)
			"application/ld+json ; profile=https://www.w3.org/ns/activitystreams", // lookalike
			true,
		},
		{
			"With Profile (End Space)",
			// Source: github.com/go-fed/activity/pub/util_test.go:40 (syntax: a row of the media-type table varying the spacing before the profile parameter (rule 2d), a header value and no URI; uniform sample 6 of 8 from 18)
			"application/ld+json; profile=https://www.w3.org/ns/activitystreams", // lookalike
			true,
		},
		{
			"With Profile (Begin Space)",
			// Source: github.com/go-fed/activity/pub/util_test.go:50 (syntax: a row of the media-type table varying one header on purpose (rule 2d), the profile value is a plain namespace IRI; uniform sample 7 of 8 from 18)
			"application/ld+json ;profile=https://www.w3.org/ns/activitystreams", // lookalike
			true,
		},
		{
			"With Profile (No Space)",
			// Source: github.com/go-fed/activity/pub/util_test.go:60 (syntax: a row of the media-type table with no space before the profile parameter (rule 2d), a header value and no URI; uniform sample 8 of 8 from 18)
			"application/ld+json;profile=https://www.w3.org/ns/activitystreams", // lookalike
			true,
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			if actual := headerIsActivityPubMediaType(test.input); actual != test.expected {
				t.Fatalf("expected %v, got %v", test.expected, actual)
			}
		})
	}
}
