// Package giturls is a stand-in for github.com/chainguard-dev/git-urls:
// it parses git remotes in URL, scp-like (git@host:path) and local-path forms.
package giturls

import (
	"net/url"
	"regexp"
	"strings"
)

var scpSyntax = regexp.MustCompile(`^(?:([a-zA-Z0-9_.\-]+)@)?([a-zA-Z0-9_.\-]+):([a-zA-Z0-9./._\-~].*)$`)

// Parse parses rawurl into a URL. scp-like remotes become ssh URLs whose
// path has no leading slash; anything else without a scheme is a local file.
func Parse(rawurl string) (*url.URL, error) {
	if strings.Contains(rawurl, "://") {
		return url.Parse(rawurl)
	}
	if m := scpSyntax.FindStringSubmatch(rawurl); m != nil {
		u := &url.URL{Scheme: "ssh", Host: m[2], Path: m[3]}
		if m[1] != "" {
			u.User = url.User(m[1])
		}
		return u, nil
	}
	return &url.URL{Scheme: "file", Path: rawurl}, nil
}
