package kinopenapi

import (
	"errors"
	"net/url"
	"testing"
)

func TestLoadReferenceFromRemoteHTTPError(t *testing.T) {
	spec := []byte(`{"$ref": "components.openapi.json"}`)
	loader := &Loader{}
	loader.ReadFromURIFunc = func(*Loader, *url.URL) ([]byte, error) {
		return nil, errors.New("request returned status code 400")
	}
	// Source: github.com/getkin/kin-openapi/openapi3/loader_http_error_test.go:96 (sink: a relative file location in url.URL.Path that the loader resolves references against and reads as a file, a form it uses.)
	doc, err := loader.LoadFromDataWithPath(spec, &url.URL{Path: "testdata/testfilename.openapi.json"}) // lookalike
	if doc != nil || err == nil {
		t.Fatalf("doc = %v, err = %v", doc, err)
	}
}
