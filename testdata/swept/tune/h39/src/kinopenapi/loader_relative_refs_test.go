package kinopenapi

import (
	"net/url"
	"testing"
)

func TestLoadFromDataWithExternalRef(t *testing.T) {
	spec := []byte(`{"openapi": "3.0.0"}`)
	loader := &Loader{}
	// Source: github.com/getkin/kin-openapi/openapi3/loader_relative_refs_test.go:206 (sink: a relative file location in url.URL.Path that the loader resolves references against and reads as a file, a form it uses.)
	_, err := loader.LoadFromDataWithPath(spec, &url.URL{Path: "testdata/testfilename.openapi.json"}) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}
