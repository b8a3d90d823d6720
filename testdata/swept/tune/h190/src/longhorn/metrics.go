package longhorn

import "net/url"

// normalizeURLLabel strips query parameters and fragments from the URL.
// client-go's finalURLTemplate() already normalizes path segments (replacing
// namespace/resource names with {namespace}/{name}).
func normalizeURLLabel(u url.URL) string {
	normalized := u
	normalized.RawQuery = ""
	normalized.ForceQuery = false
	normalized.Fragment = ""

	return normalized.String()
}
