// Package releasesAreSigned holds a rewritten excerpt of scorecard's signed-releases probe.
package releasesAreSigned

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

// Run counts the releases with a signature asset.
func Run(releases []Release) int {
	n := 0
	for _, r := range releases {
		for _, a := range r.Assets {
			if strings.HasSuffix(a.Name, ".sig") {
				n++
				break
			}
		}
	}
	return n
}
