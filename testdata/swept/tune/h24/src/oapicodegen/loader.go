package oapicodegen

import (
	"fmt"
	"net/url"
	"strings"
)

// RemoteRefAllowed reports whether the document at location may be loaded.
func RemoteRefAllowed(allowed []string, location *url.URL) bool {
	key := remoteRefKey(location)
	for _, entry := range allowed {
		entry = strings.TrimSpace(entry)
		if entry == "*" || entry == key {
			return true
		}
	}
	return false
}

// remoteRefKey is the URL of the document a $ref points at: the location
// without its fragment.
func remoteRefKey(location *url.URL) string {
	doc := *location
	doc.Fragment = ""
	doc.RawFragment = ""
	return doc.String()
}

// LoadSwaggerWithOverlayOpts are the options of LoadSwaggerWithOverlay.
type LoadSwaggerWithOverlayOpts struct {
	AllowRemoteRefsFrom []string
}

// LoadSwaggerWithOverlay loads a spec; it refuses remote references that are
// not allowed.
func LoadSwaggerWithOverlay(ref string, opts LoadSwaggerWithOverlayOpts) (any, error) {
	u, err := url.Parse(ref)
	if err != nil {
		return nil, err
	}
	if !RemoteRefAllowed(opts.AllowRemoteRefsFrom, u) {
		return nil, fmt.Errorf("refusing to resolve remote reference %q: %s is not listed in allow-remote-refs-from", remoteRefKey(u), remoteRefKey(u))
	}
	return nil, nil
}
