// Package rod holds cases rewritten from github.com/go-rod/rod.
package rod

import (
	"fmt"
	"runtime"
)

var hostConf = map[string]struct {
	urlPrefix string
	zipName   string
}{
	"linux_amd64":   {"Linux_x64", "chrome-linux.zip"},
	"windows_amd64": {"Win_x64", "chrome-win.zip"},
}[runtime.GOOS+"_"+runtime.GOARCH]

// Source: github.com/go-rod/rod/lib/launcher/browser.go:39 (escaper: Sprintf template whose segments are constant platform names and an int revision, nothing needs escaping; one of a sample of 14 of 47 swept look-alike lines.)
func HostGoogle(revision int) string {
	return fmt.Sprintf("https://storage.googleapis.com/chromium-browser-snapshots/%s/%d/%s", hostConf.urlPrefix, revision, hostConf.zipName) // lookalike
}
