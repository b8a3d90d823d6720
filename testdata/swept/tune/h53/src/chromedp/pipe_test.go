package chromedp

import (
	"path/filepath"
	"strings"
	"testing"
)

// Source: github.com/chromedp/chromedp/pipe_test.go:470 (port: a prefix given to strings.HasPrefix, not a URI with an empty port; one of a sample of 11 of 22 swept look-alike lines.)
func TestActivePortAddress(t *testing.T) {
	got, err := waitActivePort(filepath.Join(t.TempDir(), "DevToolsActivePort"))
	if err != nil {
		t.Skip(err)
	}
	if !strings.HasPrefix(got, "ws://127.0.0.1:") || !strings.Contains(got, "/devtools/browser/") { // lookalike
		t.Fatalf("got %q, want the websocket address of the browser", got)
	}
}
