package rod

import (
	"path/filepath"
	"testing"
)

// Source: github.com/go-rod/rod/setup_test.go:159 (escaper: an absolute fixture path appended to the file scheme; the repository's fixture names need no escaping; one of a sample of 14 of 47 swept look-alike lines.)
func srcFile(t *testing.T, path string) string {
	t.Helper()
	f, err := filepath.Abs(filepath.FromSlash(path))
	if err != nil {
		t.Fatal(err)
	}
	return "file://" + f // lookalike
}
