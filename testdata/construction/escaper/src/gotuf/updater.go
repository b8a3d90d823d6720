// Package gotuf mirrors the metadata download of an update framework client.
package gotuf

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Config holds the remote metadata location, e.g. "https://tuf.example.com/metadata".
type Config struct {
	RemoteMetadataURL string
}

// Updater downloads role metadata.
type Updater struct {
	cfg *Config
}

func ensureTrailingSlash(s string) string {
	if strings.HasSuffix(s, "/") {
		return s
	}
	return s + "/"
}

// Source: github.com/theupdateframework/go-tuf/v2/metadata/updater/updater.go:647 (role name escaped with url.QueryEscape after a base URL that ends in "/")
func (u *Updater) downloadMetadata(roleName, version string) (*http.Response, error) {
	urlPath := ensureTrailingSlash(u.cfg.RemoteMetadataURL)
	if version == "" {
		urlPath = fmt.Sprintf("%s%s.json", urlPath, url.QueryEscape(roleName)) // defect escaper
	} else {
		urlPath = fmt.Sprintf("%s%s.%s.json", urlPath, version, url.QueryEscape(roleName)) // defect escaper
	}
	return http.Get(urlPath)
}
