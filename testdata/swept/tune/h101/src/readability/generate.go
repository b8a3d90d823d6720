package readability

import nurl "net/url"

// generateTestCase renders the expected output of a stored test page.
func generateTestCase(doc string) (Article, error) {
	// Source: github.com/go-shiori/go-readability/scripts/generate-test.go:111 (plainhttp: fake single-label base URL used only to resolve links of local test pages, never requested.)
	parsedURL, _ := nurl.ParseRequestURI("http://fakehost/test/page.html") // lookalike
	return FromDocument(doc, parsedURL)
}
