// Package tea rewrites the git URL parser of code.gitea.io/tea (modules/git).
package tea

import (
	"net/url"
	"regexp"
	"strings"
)

var (
	protocolRe = regexp.MustCompile("^[a-zA-Z_+-]+://")
)

// URLParser represents a git URL parser
type URLParser struct {
}

// Parse parses the git URL
func (p *URLParser) Parse(rawURL string) (u *url.URL, err error) {
	if !protocolRe.MatchString(rawURL) &&
		strings.Contains(rawURL, ":") &&
		// not a Windows path
		!strings.Contains(rawURL, "\\") {
		// Source: code.gitea.io/tea/modules/git/url.go:23 (escaper: by the escaper check the spliced value is an scp-style remote already made of URI characters, which the git URL parser rewrites into the equivalent ssh:// URL)
		rawURL = "ssh://" + strings.Replace(rawURL, ":", "/", 1) // lookalike
	}

	u, err = url.Parse(rawURL)
	if err != nil {
		return
	}

	if u.Scheme == "git+ssh" {
		u.Scheme = "ssh"
	}

	if strings.HasPrefix(u.Path, "//") {
		// Source: code.gitea.io/tea/modules/git/url.go:36 (syntax: by the syntax check the result stays valid: the parser strips one slash from the //owner/repo path left by the scp conversion, giving a normal path under the authority)
		u.Path = strings.TrimPrefix(u.Path, "/") // lookalike
	}

	return
}

// ParseURL parses URL string and return URL struct
func ParseURL(rawURL string) (u *url.URL, err error) {
	p := &URLParser{}
	return p.Parse(rawURL)
}
