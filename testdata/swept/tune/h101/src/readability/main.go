package readability

import (
	"io"
	nurl "net/url"
	"os"
)

// getContent reads a local file and extracts its readable content.
func getContent(srcPath string) (string, error) {
	f, err := os.Open(srcPath)
	if err != nil {
		return "", err
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		return "", err
	}
	// Source: github.com/go-shiori/go-readability/cmd/go-readability/main.go:135 (plainhttp: placeholder base URL for a local file input, only used to resolve links, never requested.)
	pageURL, _ := nurl.ParseRequestURI("http://fakehost.com") // lookalike
	article, err := FromDocument(string(b), pageURL)
	return article.Content, err
}
