package adguardhome

import (
	"net/url"
	"testing"

	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

// newFilterLocations is a test helper that sets up both the filtering-rule
// list file and the HTTP-server.
func newFilterLocations(tb testing.TB, filePath string) (fileURL, srvURL *url.URL) {
	tb.Helper()

	// Source: github.com/AdguardTeam/AdGuardHome/internal/filtering/rulelist/rulelist_test.go:97 (sink: a file URL with an empty host and the temporary file's absolute path is the normal file URI form, so the sink rule on empty hosts does not apply)
	fileURL = &url.URL{Scheme: urlutil.SchemeFile, Path: filePath} // lookalike

	_, srvURL = StartHTTPServer(tb, nil)

	return fileURL, srvURL
}
