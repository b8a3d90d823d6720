package oapicodegen

import (
	"net/url"
	"strings"
)

// EscapePathElements breaks apart a path, and looks at each element. If it's
// not a path parameter, eg, {param}, it will URL-escape the element.
func EscapePathElements(path string) string {
	elems := strings.Split(path, "/")
	for i, e := range elems {
		if strings.HasPrefix(e, "{") && strings.HasSuffix(e, "}") {
			// This is a path parameter, we don't want to mess with its value
			continue
		}
		// Source: github.com/oapi-codegen/oapi-codegen/pkg/codegen/utils.go:1004 (escaper: url.QueryEscape on each segment of a URL path, joined again with '/': a space becomes '+', which a path keeps as '+'; PathEscape is the path's escaper)
		elems[i] = url.QueryEscape(e) // defect escaper
	}
	return strings.Join(elems, "/")
}
