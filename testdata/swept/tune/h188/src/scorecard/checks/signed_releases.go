// Package checks holds rewritten excerpts of scorecard's checks package.
package checks

import "strings"

// ReleaseAsset is a stand-in for clients.ReleaseAsset.
type ReleaseAsset struct {
	Name string
	URL  string
}

// Release is a stand-in for clients.Release.
type Release struct {
	TagName         string
	URL             string
	TargetCommitish string
	Assets          []ReleaseAsset
}

// signedAssets counts the assets whose names end in a signature extension.
func signedAssets(r Release) int {
	n := 0
	for _, a := range r.Assets {
		if strings.HasSuffix(a.Name, ".sig") {
			n++
		}
	}
	return n
}
