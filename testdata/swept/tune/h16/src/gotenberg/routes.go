package gotenberg

import (
	"fmt"
	"path/filepath"
)

// Api is the Chromium API.
type Api interface {
	Pdf(url string, allowedFilePrefixes []string) error
}

func convertHTML(chromium Api, dirPath, inputPath string) error {
	// Source: github.com/gotenberg/gotenberg/pkg/modules/chromium/routes.go:605 (escaper: a local file path written after "file://" without an escaper; a path is neither a password nor base64, so the check is silent)
	url := fmt.Sprintf("file://%s", inputPath) // lookalike
	return chromium.Pdf(url, []string{filepath.Clean(dirPath)})
}
