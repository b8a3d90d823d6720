package vacuum

import (
	"net/url"
	"path/filepath"
	"testing"
)

func fileURI(pathValue string) DocumentUri {
	// Source: github.com/daveshanley/vacuum/language-server/runtime_config_test.go:259 (escaper: the file URI is built with url.URL, whose String escapes the Path, from an absolute temp-dir path, so the working value of rule 1 is well formed)
	return DocumentUri((&url.URL{Scheme: "file", Path: filepath.ToSlash(pathValue)}).String()) // lookalike
}

func TestFileURIRoundTrip(t *testing.T) {
	p := filepath.Join(t.TempDir(), "openapi.yaml")
	if got := fileURIToPath(fileURI(p)); got != filepath.ToSlash(p) {
		t.Fatalf("got %q want %q", got, p)
	}
}
