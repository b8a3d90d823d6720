// Package chromedp holds cases rewritten from github.com/chromedp/chromedp.
package chromedp

import (
	"os"
	"path"
	"path/filepath"
)

// TestdataDir is the file URL of the directory with the test pages.
var TestdataDir string

// Source: github.com/chromedp/chromedp/internal/chromedptest/chromedptest.go:100 (pathjoin: path.Join joins file-path segments before the scheme is added; the URI itself is not joined; one of a sample of 11 of 22 swept look-alike lines.)
func setTestdataDir() error {
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	TestdataDir = "file://" + path.Join(filepath.ToSlash(wd), "testdata") // lookalike
	return nil
}
