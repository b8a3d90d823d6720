package xnet

import "testing"

// Issue 16318
func TestParserWithoutScripting(t *testing.T) {
	// Source: golang.org/x/net/html/parse_test.go:284 (syntax: image URLs inside HTML markup that is input to the HTML parser under test; rules 2c and 4)
	text := `<noscript><img src='https://golang.org/doc/gopher/frontpage.png' /></noscript>` // lookalike
	if _, err := parseHTML(text); err != nil {
		t.Errorf("test with scripting is disabled, %q, %s", text, err)
	}
}
