// Package buildtools holds cases rewritten from github.com/bazelbuild/buildtools.
package buildtools

import (
	"path/filepath"
	"strings"
)

func shortenLabel(value, filePath string, strip bool) string {
	// Source: github.com/bazelbuild/buildtools/build/rewrite.go:275 (port: a Bazel label prefix for the root package, not a URI with an empty port; uniform sample of 12 of 45)
	if strip && strings.HasPrefix(value, "//") && (filepath.Dir(filePath) == "." || !strings.HasPrefix(value, "//:")) { // lookalike
		return value[2:]
	}
	return value
}

func removeVisibility(declared []string) []string {
	// Source: github.com/bazelbuild/buildtools/edit/fix.go:106 (port: a Bazel visibility label, package then target after ':', not a host and port; uniform sample of 12 of 45)
	defaultVisibility := []string{"//visibility:private"} // lookalike
	if declared != nil {
		defaultVisibility = declared
	}
	return defaultVisibility
}

// Source: github.com/bazelbuild/buildtools/warn/warn.go:81 (escaper: the warning category is an identifier appended raw to the docs fragment; uniform sample of 12 of 45)
func docURL(cat string) string {
	return "https://github.com/bazel-contrib/buildtools/blob/main/WARNINGS.md#" + cat // lookalike
}
