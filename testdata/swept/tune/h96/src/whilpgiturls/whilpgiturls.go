// Package whilpgiturls holds cases rewritten from github.com/whilp/git-urls.
package whilpgiturls

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

var scpSyntax = regexp.MustCompile(`^([a-zA-Z0-9_]+@)?([a-zA-Z0-9._-]+):([a-zA-Z0-9./._-]+)(?:\?||$)(.*)$`)

var transports = map[string]bool{
	"ssh": true, "git": true, "git+ssh": true, "http": true, "https": true,
	"ftp": true, "ftps": true, "rsync": true, "file": true,
}

// Parse tries a transport URL, then an scp-like address, then a local path.
func Parse(rawurl string) (*url.URL, error) {
	for _, p := range []func(string) (*url.URL, error){ParseTransport, ParseScp, ParseLocal} {
		if u, err := p(rawurl); err == nil {
			return u, nil
		}
	}
	return new(url.URL), fmt.Errorf("failed to parse %q", rawurl)
}

// ParseTransport parses rawurl and requires a known git transport scheme.
func ParseTransport(rawurl string) (*url.URL, error) {
	u, err := url.Parse(rawurl)
	if err == nil && !transports[u.Scheme] {
		err = fmt.Errorf("scheme %q is not a valid transport", u.Scheme)
	}
	return u, err
}

// ParseScp parses an scp-like git address into an ssh URL.
func ParseScp(rawurl string) (*url.URL, error) {
	match := scpSyntax.FindAllStringSubmatch(rawurl, -1)
	if len(match) == 0 {
		return nil, fmt.Errorf("no scp URL found in %q", rawurl)
	}
	m := match[0]
	var userinfo *url.Userinfo
	if user := strings.TrimRight(m[1], "@"); user != "" {
		userinfo = url.User(user)
	}
	// Source: github.com/whilp/git-urls/urls.go:107 (escaper: host, path and query come from the scp regex, the path goes into the decoded Path field and the query text is already in query form, so nothing needs an escaper)
	return &url.URL{Scheme: "ssh", User: userinfo, Host: m[2], Path: m[3], RawQuery: m[4]}, nil // lookalike
}

// ParseLocal turns rawurl into a file URL.
func ParseLocal(rawurl string) (*url.URL, error) {
	// Source: github.com/whilp/git-urls/urls.go:119 (hostform: an empty host is the normal form of a local file URI, which needs no host)
	return &url.URL{Scheme: "file", Host: "", Path: rawurl}, nil // lookalike
}
