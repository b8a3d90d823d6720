package goldmark

import "testing"

func TestASTText(t *testing.T) {
	cases := []struct {
		Name   string
		Source string
		T1     string
	}{
		{
			Name: "AutoLink",
			// Source: github.com/yuin/goldmark/ast_test.go:184 (syntax: a Markdown autolink in angle brackets given to the parser; Markdown, not a URI)
			Source: `<http://url>`, // lookalike
			// Source: github.com/yuin/goldmark/ast_test.go:185 (plainhttp: the expected text of the parsed autolink node; nothing is requested)
			T1: `http://url`, // lookalike
		},
	}
	for _, cs := range cases {
		if got := toHTML(cs.Source); got == "" {
			t.Errorf("%s: empty output, want text %q", cs.Name, cs.T1)
		}
	}
}

func TestInlinePos(t *testing.T) {
	// Source: github.com/yuin/goldmark/ast_test.go:300 (syntax: a Markdown document with links given to the parser to check node positions; Markdown, not a URI)
	source := "[bar][]\n\n[foo][bar]\n\n[bar]\n\n[foo](http://example.com)\n\naaaa **b** \n\n![aaa](http://example.com/foo.png \"title\")\n" // lookalike
	if toHTML(source) == "" {
		t.Error("unexpected empty output")
	}
}

func TestLinkifyWithURLRegexp(t *testing.T) {
	// Source: github.com/yuin/goldmark/extension/linkify_test.go:45 (syntax: Markdown prose given to the linkify extension; text around URLs, not a URI)
	markdown := `hoge ssh://user@hoge.com. http://example.com/` // lookalike
	// Source: github.com/yuin/goldmark/extension/linkify_test.go:46 (syntax: the expected HTML output of linkify; markup around URLs, not a URI)
	expected := `<p>hoge <a href="ssh://user@hoge.com">ssh://user@hoge.com</a>. http://example.com/</p>` // lookalike
	if got := toHTMLLinkify(markdown); got != expected {
		t.Errorf("got %q, want %q", got, expected)
	}
}

func TestLinkifyWithWWWRegexp(t *testing.T) {
	// Source: github.com/yuin/goldmark/extension/linkify_test.go:70 (syntax: Markdown prose with bare www names given to linkify; prose, not a URI)
	markdown := `www.google.com www.example.com` // lookalike
	// Source: github.com/yuin/goldmark/extension/linkify_test.go:71 (plainhttp: the expected output of linkify, code whose job is turning text into links; the http scheme is what linkify adds and nothing is requested)
	expected := `<p>www.google.com <a href="http://www.example.com">www.example.com</a></p>` // lookalike
	if got := toHTMLLinkify(markdown); got != expected {
		t.Errorf("got %q, want %q", got, expected)
	}
}
