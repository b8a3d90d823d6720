package gopls

import (
	"path/filepath"
	"testing"
)

func TestURIFromPathWindows(t *testing.T) {
	rootPath, err := filepath.Abs("/")
	if err != nil {
		t.Fatal(err)
	}
	driveLetter := string(rootPath[0])
	for _, test := range []struct {
		path    string
		wantURI DocumentURI
	}{
		{
			path: `\path\to\dir`,
			// Source: golang.org/x/tools/gopls/internal/protocol/uri_windows_test.go:57 (colonpath: the drive colon is in the first segment of an absolute path after the empty host, not of a relative path)
			wantURI: DocumentURI("file:///" + driveLetter + ":/path/to/dir"), // lookalike
		},
	} {
		if got := URIFromPath(test.path); got != test.wantURI {
			t.Errorf("URIFromPath(%q): got %q, expected %q", test.path, got, test.wantURI)
		}
	}
}
