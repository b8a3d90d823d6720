package rod

import (
	"testing"

	"github.com/go-rod/rod"
)

// Source: github.com/go-rod/rod/page_test.go:274 (syntax: an HTML doctype whose system identifier is a URI inside markup; one of a sample of 14 of 47 swept look-alike lines.)
func TestPageSetDocumentContent(t *testing.T) {
	doctype := `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">` // lookalike
	p := rod.New().MustConnect().MustPage()
	p.MustSetDocumentContent(doctype + "<html><body>test</body></html>")
}
