package models

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFormatMentionsForEmail(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		expected string
	}{
		{
			name: "HTML preservation with links",
			// Source: code.vikunja.io/api/pkg/models/mentions_test.go:279 (syntax: an HTML fragment with an example.com link in its href, the input of a mention formatter, markup text and not a URI by rule 4; uniform sample 1 of 8 from 33 markup or prose literals in rendering tests)
			input:    `<p>Check <a href="http://example.com">this link</a> and ask <mention-user data-id="expert" data-label="Expert"></mention-user></p>`, // lookalike
			expected: `<p>Check <a href="http://example.com">this link</a> and ask <strong>@Expert</strong></p>`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.expected, formatMentionsForEmail(tt.input))
		})
	}
}
