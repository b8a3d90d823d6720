// Package syft holds the cases of github.com/anchore/syft.
package syft

import (
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// LicenseByURL finds the SPDX license a license URL names.
func LicenseByURL(u string) (string, bool) {
	u = strings.ToLower(strings.TrimSpace(u))
	u = strings.TrimPrefix(strings.TrimPrefix(u, "https://"), "http://")
	u = strings.TrimPrefix(u, "www.")
	switch u {
	case "opensource.org/licenses/mit":
		return "MIT", true
	}
	return "", false
}

// NewLicenseFromURLs cleans the URLs of a declared license.
func NewLicenseFromURLs(value string, urls ...string) []string {
	var out []string
	for _, u := range urls {
		out = append(out, strings.TrimSpace(u))
	}
	return out
}

func getModule(proxies []string, moduleName, moduleVersion string) (urlPrefix string, fsys any) {
	for _, proxy := range proxies {
		u, _ := url.Parse(proxy)
		switch u.Scheme {
		case "file":
			p := filepath.Join(u.Path, moduleName, "@v", moduleVersion)
			// Source: github.com/anchore/syft/syft/pkg/cataloger/golang/licenses.go:278 (pathjoin: "file://" joined with an absolute path: the authority is empty and the result names the same file)
			urlPrefix = path.Join("file://", p) + "/" // lookalike
			fsys = os.DirFS(p)
		}
		if fsys != nil {
			break
		}
	}
	return urlPrefix, fsys
}
