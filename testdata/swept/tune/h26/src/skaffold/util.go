package skaffold

import "strings"

// IsURL reports whether s is an http or https URL.
func IsURL(s string) bool {
	return strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://")
}
