package markdown

import "testing"

func doTestsInline(t *testing.T, tests []string) {
	t.Helper()
	for i := 0; i+1 < len(tests); i += 2 {
		if got := toHTML(tests[i]); got != tests[i+1] {
			t.Errorf("input %q\n got %q\nwant %q", tests[i], got, tests[i+1])
		}
	}
}

func TestCommonMarkExtensions(t *testing.T) {
	tests := []struct {
		name, input, want string
	}{
		// Source: github.com/gomarkdown/markdown/commonmark_extensions_test.go:41 (syntax: a row of a parser table, Markdown input and expected HTML for autolinks switched off; text with a newline, not a URI)
		{"autolink off", "http://a.com\n", "<p>http://a.com</p>\n"}, // lookalike
	}
	for _, tc := range tests {
		if got := toHTML(tc.input); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestSafelinkEmptyDestination(t *testing.T) {
	inputs := []string{
		"[x](.)",
		// Source: github.com/gomarkdown/markdown/fuzz_crashes_test.go:94 (syntax: Markdown input to the safelink renderer that must not panic; Markdown, not a URI)
		"[x](http://example.com)", // lookalike
	}
	for _, input := range inputs {
		_ = toHTML(input)
	}
}

func TestSafeInlineLink(t *testing.T) {
	var tests = []string{
		// Source: github.com/gomarkdown/markdown/inline_test.go:592 (syntax: Markdown link input to the inline parser; Markdown, not a URI)
		"[foo](ftp://bar/)\n", // lookalike
		// Source: github.com/gomarkdown/markdown/inline_test.go:593 (syntax: the parser's expected HTML for the row above; markup, not a URI)
		"<p><a href=\"ftp://bar/\">foo</a></p>\n", // lookalike
	}
	doTestsInline(t, tests)
}

func TestAutoLink(t *testing.T) {
	var tests = []string{
		// Source: github.com/gomarkdown/markdown/inline_test.go:712 (syntax: autolink input to the parser, a URL plus newline; parser input, not a URI)
		"http://foo.com/\n", // lookalike
		// Source: github.com/gomarkdown/markdown/inline_test.go:713 (syntax: the parser's expected HTML for an autolink; markup, not a URI)
		"<p><a href=\"http://foo.com/\">http://foo.com/</a></p>\n", // lookalike

		// Source: github.com/gomarkdown/markdown/inline_test.go:730 (syntax: a list item with a URL given to the parser; Markdown, not a URI)
		"- http://foo.com/\n", // lookalike
		// Source: github.com/gomarkdown/markdown/inline_test.go:731 (syntax: the parser's expected list HTML; markup, not a URI)
		"<ul>\n<li><a href=\"http://foo.com/\">http://foo.com/</a></li>\n</ul>\n", // lookalike

		// Source: github.com/gomarkdown/markdown/inline_test.go:742 (syntax: a scheme glued to a word, which the parser must not link; parser input, not a URI)
		"ahttp://foo.com/\n", // lookalike
		// Source: github.com/gomarkdown/markdown/inline_test.go:743 (syntax: the parser's expected unlinked paragraph; markup, not a URI)
		"<p>ahttp://foo.com/</p>\n", // lookalike

		// Source: github.com/gomarkdown/markdown/inline_test.go:745 (syntax: a blockquote marker before a URL given to the parser; Markdown, not a URI)
		">http://foo.com/\n", // lookalike
		// Source: github.com/gomarkdown/markdown/inline_test.go:746 (syntax: the parser's expected blockquote HTML; markup, not a URI)
		"<blockquote>\n<p><a href=\"http://foo.com/\">http://foo.com/</a></p>\n</blockquote>\n", // lookalike

		// Source: github.com/gomarkdown/markdown/inline_test.go:793 (syntax: raw HTML link input passed through by the parser; markup, not a URI)
		"<a href=\"http://fancy.com\">This is a link</a>\n", // lookalike
		// Source: github.com/gomarkdown/markdown/inline_test.go:794 (syntax: the parser's expected HTML for the raw link; markup, not a URI)
		"<p><a href=\"http://fancy.com\">This is a link</a></p>\n", // lookalike

		// Source: github.com/gomarkdown/markdown/inline_test.go:799 (syntax: raw HTML link between parentheses given to the parser; markup, not a URI)
		"(<a href=\"http://www.fancy.com/A_B\">http://www.fancy.com/A_B</a> (\n", // lookalike
		// Source: github.com/gomarkdown/markdown/inline_test.go:800 (syntax: the parser's expected HTML for the row above; markup, not a URI)
		"<p>(<a href=\"http://www.fancy.com/A_B\">http://www.fancy.com/A_B</a> (</p>\n", // lookalike

		// Source: github.com/gomarkdown/markdown/inline_test.go:808 (syntax: an autolink whose query holds an HTML entity, given to the parser; parser input text)
		"http://foo.com/viewtopic.php?f=18&amp;t=297", // lookalike
		// Source: github.com/gomarkdown/markdown/inline_test.go:809 (syntax: the parser's expected HTML with an entity-escaped query; markup, not a URI)
		"<p><a href=\"http://foo.com/viewtopic.php?f=18&amp;t=297\">http://foo.com/viewtopic.php?f=18&amp;t=297</a></p>\n", // lookalike
	}
	doTestsInline(t, tests)
}

func TestFootnotes(t *testing.T) {
	var tests = []string{
		// Source: github.com/gomarkdown/markdown/inline_test.go:974 (syntax: a Markdown document with a footnote and a reference link given to the parser; Markdown, not a URI)
		"Bla bla [^1] [WWW][w3]\n\n[^1]: This is a footnote\n\n[w3]: http://www.w3.org/\n", // lookalike
		// Source: github.com/gomarkdown/markdown/inline_test.go:980 (syntax: the parser's expected footnote HTML; markup, not a URI)
		"<p>Bla bla <sup class=\"footnote-ref\" id=\"fnref:1\"><a href=\"#fn:1\">1</a></sup> <a href=\"http://www.w3.org/\">WWW</a></p>\n\n<div class=\"footnotes\">\n\n<hr />\n\n<ol>\n<li id=\"fn:1\">This is a footnote</li>\n</ol>\n\n</div>\n", // lookalike
	}
	doTestsInline(t, tests)
}

func TestLinkAfterEscapedBackslash(t *testing.T) {
	doTestsInline(t, []string{
		// Source: github.com/gomarkdown/markdown/inline_test.go:1460 (syntax: an escaped backslash before a Markdown link, parser input; Markdown, not a URI)
		"\\\\[foo](http://x)\n", // lookalike
		// Source: github.com/gomarkdown/markdown/inline_test.go:1461 (syntax: the parser's expected HTML for the row above; markup, not a URI)
		"<p>\\<a href=\"http://x\">foo</a></p>\n", // lookalike
	})
}
