package juicefs

import (
	"net/url"
	"strings"
)

// ValidateTag checks a "key=value" storage tag.
func ValidateTag(tag string) bool { return strings.Contains(tag, "=") }

func encodeTag(tag string) string {
	if tag == "" || !ValidateTag(tag) {
		return ""
	}
	parts := strings.SplitN(tag, "=", 2)
	if len(parts) != 2 {
		return ""
	}
	// Source: github.com/juicedata/juicefs/pkg/object/object_storage.go:417 (escaper: the tagging header takes a query-encoded key=value list, so url.QueryEscape on each side is the right escaper)
	return url.QueryEscape(parts[0]) + "=" + url.QueryEscape(parts[1]) // lookalike
}
