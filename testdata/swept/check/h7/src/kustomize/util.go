package kustomize

import (
	"net/url"
	"path"
	"path/filepath"
	"strings"
)

// LocalizeDir is the name of the localize directories used to store remote content in the localize destination
const LocalizeDir = "localized-files"

// locFilePath returns the relative localized path of validated file url fileURL
func locFilePath(fileURL string) string {
	u, err := url.Parse(fileURL)
	if err != nil {
		return ""
	}
	cleaned := path.Clean("/" + u.Path)
	elems := []string{LocalizeDir, u.Hostname()}
	for _, e := range strings.Split(strings.TrimPrefix(cleaned, "/"), "/") {
		if e != "" {
			elems = append(elems, e)
		}
	}
	return filepath.Join(elems...)
}
