package osvscanner

import (
	"os"
	"strings"
	"testing"
)

// normalizeFilePaths attempts to normalize any file paths in the given `output`
// so that they can be compared reliably regardless of the file path separator
// being used.
func normalizeFilePaths(t *testing.T, output string) string {
	t.Helper()
	return strings.ReplaceAll(strings.ReplaceAll(output, "\\\\", "/"), "\\", "/")
}

// normalizeRootDirectory attempts to replace references to the current working
// directory with "<rootdir>", in order to reduce the noise of the cmp diff
func normalizeRootDirectory(t *testing.T, str string) string {
	t.Helper()

	cwd, _ := os.Getwd()
	cwd = normalizeFilePaths(t, cwd)

	// file uris with Windows end up with three slashes, so we normalize that too
	// Source: github.com/google/osv-scanner/v2/internal/testutility/normalize.go:60 (escaper: the unescaped directory only forms a search string for ReplaceAll on snapshot output, a value only searched for, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	str = strings.ReplaceAll(str, "file:///"+cwd, "file://<rootdir>") // lookalike
	str = strings.ReplaceAll(str, cwd, "<rootdir>")

	return str
}

// normalizeUserCacheDirectory attempts to replace references to the current working
// directory with "<tempdir>", in order to reduce the noise of the cmp diff
func normalizeUserCacheDirectory(t *testing.T, str string) string {
	t.Helper()

	cacheDir, err := os.UserCacheDir()
	if err != nil {
		t.Errorf("could not get user cache (%v) - results and diff might be inaccurate!", err)
	}

	cacheDir = normalizeFilePaths(t, cacheDir)

	// file uris with Windows end up with three slashes, so we normalize that too
	// Source: github.com/google/osv-scanner/v2/internal/testutility/normalize.go:82 (escaper: the unescaped cache directory only forms a search string for ReplaceAll on snapshot output, a value only searched for, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	str = strings.ReplaceAll(str, "file:///"+cacheDir, "file://<tempdir>") // lookalike

	return strings.ReplaceAll(str, cacheDir, "<tempdir>")
}
