package premailer

import (
	"strings"
	"testing"
)

func TestPremailerText(t *testing.T) {
	// Source: github.com/vanng822/go-premailer/premailer/premailer_test.go:527 (syntax: an HTML document that contains a link in an anchor is markup text, not a URI)
	html := `<div><a href="https://example.com">Green color</a></div>` // lookalike
	resultText := TransformText(html)
	// Source: github.com/vanng822/go-premailer/premailer/premailer_test.go:576 (syntax: the text rendering shows the link as "Green color ( link )", prose is not a URI)
	if !strings.Contains(resultText, "Green color ( https://example.com )") { // lookalike
		t.Errorf("got %q", resultText)
	}
}
