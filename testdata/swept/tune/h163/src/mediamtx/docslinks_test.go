package mediamtx

import (
	"strings"
	"testing"
)

func isInternalDocLink(targetFile string, targetAnchor string) bool {
	if targetFile == "" {
		return targetAnchor != ""
	}

	lower := strings.ToLower(targetFile)
	// Source: github.com/bluenviron/mediamtx/internal/linters/docslinks/docslinks_test.go:230 (sink: a bare scheme prefix only compared with strings.HasPrefix to tell external links from documentation files, no URI use; uniform sample 8 of 53 scheme-prefix comparisons, the one from test files)
	if strings.HasPrefix(lower, "http://") || // lookalike
		strings.HasPrefix(lower, "mailto:") {
		return false
	}

	return strings.HasSuffix(lower, ".md")
}

func TestDocsLinks(t *testing.T) {
	if isInternalDocLink("README.md", "") != true {
		t.Fatal("README.md is internal")
	}
}
