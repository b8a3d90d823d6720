package tgspam

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLinksCheck(t *testing.T) {
	tests := []struct {
		name     string
		req      Request
		limit    int
		expected Response
	}{
		{
			name: "Above limit by counting in message",
			req: Request{
				// Source: github.com/umputun/tg-spam/lib/tgspam/metachecks_test.go:55 (syntax: message text with two links joined by words, counted by the link check, prose by rule 4; uniform sample 8 of 17)
				Msg: "Too many links here: http://example.com and https://example.org", // lookalike
			},
			limit:    1,
			expected: Response{Name: "links", Spam: true, Details: "too many links 2/1"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check := LinksCheck(tt.limit)
			assert.Equal(t, tt.expected, check(tt.req))
		})
	}
}

func TestLinkOnlyCheck(t *testing.T) {
	tests := []struct {
		name     string
		req      Request
		expected Response
	}{
		{
			name: "with only links",
			req: Request{
				// Source: github.com/umputun/tg-spam/lib/tgspam/metachecks_test.go:90 (syntax: a message of two space-separated links, chat text split into words by the link-only check, not one URI; uniform sample 8 of 17)
				Msg: "http://example.com https://example.org", // lookalike
			},
			expected: Response{Name: "link-only", Spam: true, Details: "message contains links only"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check := LinkOnlyCheck()
			assert.Equal(t, tt.expected, check(tt.req))
		})
	}
}
