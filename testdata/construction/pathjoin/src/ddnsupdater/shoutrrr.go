// Package ddnsupdater mirrors settings conversion of a dynamic DNS updater.
package ddnsupdater

import (
	"net/url"
	"path"
)

// Source: github.com/qdm12/ddns-updater/internal/config/sources/env/shoutrrr.go:41 (path.Join of a URL's host and path, no scheme, then a new scheme put in front; commit ab6908b8^)
func gotifyURLToShoutrrr(u *url.URL, token string) (address string) {
	hostAndPath := path.Join(u.Host, u.Path) // lookalike
	address = "gotify://" + hostAndPath + "/" + token
	if u.Scheme == "http" {
		address += "?DisableTLS=Yes"
	}
	return address
}
