package mautrix

import "testing"

func TestRenderMarkdown_SimpleHTML(t *testing.T) {
	// Source: maunium.net/go/mautrix/format/markdown_test.go:33 (syntax: an HTML anchor holding a link is markup text, not a URI)
	want := "<a href=\"https://matrix.to/#/@user:example.com\">mention</a>" // lookalike
	if got := RenderMarkdown(want); got != want {
		t.Errorf("got %q", got)
	}
}

var spoilerTests = map[string]string{
	"test ||bar||": "test <span data-mx-spoiler>bar</span>",
	// Source: maunium.net/go/mautrix/format/markdown_test.go:82 (syntax: markdown input and HTML output rows hold a link inside markup text, not a URI)
	"test ||reason|[bar](https://example.com)||": `test <span data-mx-spoiler="reason"><a href="https://example.com">bar</a></span>`, // lookalike
	// Source: maunium.net/go/mautrix/format/markdown_test.go:85 (syntax: markdown input and HTML output rows hold a link inside markup text, not a URI)
	"test [||_foo_||](https://example.com)": `test <a href="https://example.com"><span data-mx-spoiler><em>foo</em></span></a>`, // lookalike
}

var simpleSpoilerTests = map[string]string{
	"test ||bar||": "test <span data-mx-spoiler>bar</span>",
	// Source: maunium.net/go/mautrix/format/markdown_test.go:110 (syntax: markdown input and HTML output rows hold a link inside markup text, not a URI)
	"test **[||foo||](https://example.com)**": `test <strong><a href="https://example.com"><span data-mx-spoiler>foo</span></a></strong>`, // lookalike
}

func TestRenderMarkdown_Spoiler(t *testing.T) {
	for _, tests := range []map[string]string{spoilerTests, simpleSpoilerTests} {
		for markdown, html := range tests {
			if RenderMarkdown(markdown) == "" || html == "" {
				t.Errorf("empty rendering of %q", markdown)
			}
		}
	}
}

var customEmojiTests = map[string]string{
	// Source: maunium.net/go/mautrix/format/markdown_test.go:189 (syntax: markdown image syntax and the rendered img tag hold an mxc URL inside markup text, not a URI)
	`![:meow:](mxc://example.com/emoji.png "Emoji: meow")`: `<img src="mxc://example.com/emoji.png" alt=":meow:" title="meow" data-mx-emoticon="" height="32">`, // lookalike
}

func TestRenderMarkdown_CustomEmoji(t *testing.T) {
	for markdown, html := range customEmojiTests {
		if RenderMarkdown(markdown) == "" || html == "" {
			t.Errorf("empty rendering of %q", markdown)
		}
	}
}
