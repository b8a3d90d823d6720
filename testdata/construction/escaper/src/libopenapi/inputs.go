// Package libopenapi mirrors schema reference handling of an API description validator.
package libopenapi

import (
	"net/url"
	"strings"
)

type schemaIndex struct {
	anchors   map[string]string
	resources map[string]string
}

// Source: github.com/pb33f/libopenapi-validator/arazzo/inputs.go:308 (JSON pointer escaped with url.PathEscape in the fragment of a schema reference)
func referenceLocation(uri, base string, index schemaIndex) string {
	if pointer, ok := index.anchors[uri]; ok {
		return base + "#" + url.PathEscape(pointer) // lookalike
	}
	u, err := url.Parse(uri)
	if err != nil {
		return uri
	}
	fragment := u.Fragment
	u.Fragment = ""
	if pointer, ok := index.resources[u.String()]; ok && (fragment == "" || strings.HasPrefix(fragment, "/")) {
		return base + "#" + url.PathEscape(pointer+fragment)
	}
	return uri
}
