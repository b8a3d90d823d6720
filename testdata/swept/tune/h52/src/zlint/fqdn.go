// Package zlint holds cases rewritten from github.com/zmap/zlint/v3.
package zlint

import (
	"net/url"
	"strings"
)

// GetAuthority returns the authority part of uri.
func GetAuthority(uri string) string {
	parsed, err := url.Parse(uri)
	if err != nil || parsed.Opaque != "" || len(uri) < 4 {
		return ""
	}
	postScheme := uri[strings.Index(uri, ":")+1:]
	if !strings.HasPrefix(postScheme, "//") {
		return ""
	}
	for i := 2; i < len(postScheme); i++ {
		if postScheme[i] == '/' || postScheme[i] == '#' || postScheme[i] == '?' {
			return postScheme[2:i]
		}
	}
	return postScheme[2:]
}

// GetHost returns the host of an authority.
func GetHost(auth string) string {
	begin := strings.Index(auth, "@")
	if begin == len(auth)-1 {
		begin = -1
	}
	end := strings.Index(auth, ":")
	if end == -1 {
		end = len(auth)
	}
	if end < begin {
		return ""
	}
	return auth[begin+1 : end]
}
