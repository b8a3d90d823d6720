package notifications

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEscapeMarkdown(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"paren close", "a)b", `a\)b`},
		// Source: code.vikunja.io/api/pkg/notifications/markdown_escape_test.go:55 (syntax: a fake-link payload to evil.com in a row named advisory PoC of an escaper test, a deliberate fixture by rules 2b and 2c; uniform sample 5 of 8 from 29 injection-payload literals)
		{"advisory PoC: fake link", "test](https://evil.com) [Click to verify", `test\]\(https://evil\.com\) \[Click to verify`}, // lookalike
		// Source: code.vikunja.io/api/pkg/notifications/markdown_escape_test.go:57 (syntax: a commonmark autolink payload to evil.com in a table of injection inputs to the markdown escaper, a deliberate fixture by rules 2b and 2c; uniform sample 6 of 8 from 29 injection-payload literals)
		{"commonmark autolink", "<https://evil.com>", `\<https://evil\.com\>`}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, EscapeMarkdown(tt.in))
		})
	}
}

// TestEscapeMarkdown_RoundTripThroughGoldmark verifies that no escaped payload
// produces additional <a> or <img> elements.
func TestEscapeMarkdown_RoundTripThroughGoldmark(t *testing.T) {
	payloads := []string{
		// Source: code.vikunja.io/api/pkg/notifications/markdown_escape_test.go:75 (syntax: a fake-link injection payload to evil.com fed through the escaper, a deliberate fixture by rule 2b; uniform sample 7 of 8 from 29 injection-payload literals)
		"test](https://evil.com) [Click to verify", // lookalike
		"plain title",
		// Source: code.vikunja.io/api/pkg/notifications/markdown_escape_test.go:82 (syntax: a raw HTML anchor payload to evil.com in the list of injection payloads, a deliberate fixture by rule 2b; uniform sample 8 of 8 from 29 injection-payload literals)
		`<a href="https://evil.com">click</a>`, // lookalike
	}
	for _, p := range payloads {
		t.Run(p, func(t *testing.T) {
			html := markdownToHTML("* [" + EscapeMarkdown(p) + "](https://vikunja.io/safe)\n\n" + EscapeMarkdown(p))
			assert.Equal(t, 1, strings.Count(html, "<a href="))
			// Source: code.vikunja.io/api/pkg/notifications/markdown_escape_test.go:98 (syntax: an href attribute fragment with the safe link only searched for in the rendered HTML, markup and no URI use by rule 4; uniform sample 6 of 8 from 33 markup or prose literals in rendering tests)
			assert.Contains(t, html, `href="https://vikunja.io/safe"`) // lookalike
		})
	}
}

func TestMarkdownToPlainText_NormalizesDestinations(t *testing.T) {
	assert.Equal(t,
		// Source: code.vikunja.io/api/pkg/notifications/markdown_escape_test.go:131 (syntax: the expected plain text, a word followed by a URL with parentheses in its path wrapped in parentheses, prose by rule 4; uniform sample 7 of 8 from 33 markup or prose literals in rendering tests)
		`chart (https://e.test/a(b)?x=1&y=2)`, // lookalike
		markdownToPlainText(`![chart](https://e.test/a\(b\)?x=1&amp;y=2)`),
	)
}
