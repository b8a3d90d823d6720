package earthly

import (
	"net/url"
	"strings"
)

// getProjectName returns the org/project part of a git URL.
func getProjectName(s string) string {
	if u, err := url.Parse(s); err == nil && u.Host != "" {
		return strings.TrimPrefix(u.Path, "/")
	}
	if i := strings.Index(s, ":"); i >= 0 {
		return s[i+1:]
	}
	return s
}
