package kinopenapi

import (
	"net/url"
	"path"
	"strings"
	"testing"
)

func TestCustomJoinFunc(t *testing.T) {
	loader := &Loader{}
	loader.JoinFunc = func(basePath *url.URL, relativePath *url.URL) *url.URL {
		if basePath == nil {
			return relativePath
		}
		result := *basePath
		base, pfx := basePath.Path, ""
		if i := strings.IndexByte(base, ':'); i >= 0 {
			pfx, base = base[:i+1], base[i+1:]
		}
		// Source: github.com/getkin/kin-openapi/openapi3/loader_example_test.go:68 (pathjoin: path.Join works on the path component only and keeps a revision prefix in front, no URI is cleaned.)
		result.Path = pfx + path.Join(path.Dir(base), relativePath.Path) // lookalike
		return &result
	}
	got := loader.JoinFunc(&url.URL{Path: "specs/root.yaml"}, &url.URL{Path: "common.yaml"})
	if got.Path != "specs/common.yaml" {
		t.Errorf("path = %q", got.Path)
	}
}
