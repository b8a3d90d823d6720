package kinopenapi

import (
	"net/url"
	"path/filepath"
	"testing"
)

func TestRefsToRoot(t *testing.T) {
	loader := &Loader{}
	loader.ReadFromURIFunc = func(loader *Loader, location *url.URL) ([]byte, error) {
		localURL := *location
		localURL.Scheme = ""
		localURL.Host = ""
		// Source: github.com/getkin/kin-openapi/openapi3/helpers_test.go:75 (pathjoin: filepath.Join turns the path of a mocked remote location into a local file path for ReadFromFile, no URI is joined.)
		localURL.Path = filepath.Join("testdata", localURL.Path) // lookalike
		return ReadFromFile(loader, &localURL)
	}
	if _, err := loader.LoadFromURI(&url.URL{Path: "/refsToRoot/openapi.json"}); err != nil {
		t.Fatal(err)
	}
}
