// Package whatwgurl holds cases rewritten from github.com/nlnwa/whatwg-url.
package whatwgurl

import (
	"errors"
	"fmt"
)

// Url is a parsed URL record; its fields hold serialised components.
type Url struct {
	scheme   string
	username string
	password string
	host     *string
	port     *string
	path     string
}

var errMissingScheme = errors.New("missing scheme in non-relative URL")

// Parse parses rawURL as a WHATWG URL.
func Parse(rawURL string) (*Url, error) {
	if rawURL == "" {
		return nil, errMissingScheme
	}
	return &Url{}, nil
}

// Parse resolves ref against u.
func (u *Url) Parse(ref string) (*Url, error) {
	if ref == "" {
		return u, nil
	}
	return &Url{scheme: u.scheme, host: u.host, port: u.port}, nil
}

// Scheme returns the scheme.
func (u *Url) Scheme() string { return u.scheme }

// Password returns the serialised password.
func (u *Url) Password() string { return u.password }

// Port returns the port, empty when it is the scheme's default.
func (u *Url) Port() string {
	if u.port == nil {
		return ""
	}
	return *u.port
}

// Href serialises the URL.
func (u *Url) Href() string {
	output := u.scheme + ":"
	if u.host != nil {
		output += "//"
		output += u.username
		if u.password != "" {
			// Source: github.com/nlnwa/whatwg-url/url/url.go:51 (escaper: u.password is stored already percent-encoded with the userinfo set by the parser and SetPassword, so joining it raw is right and escaping again would double-encode)
			output += ":" + u.password // lookalike
		}
		if u.username != "" || u.password != "" {
			output += "@"
		}
		output += u.Host()
	}
	output += u.path
	return output
}

func (u *Url) String() string { return u.Href() }

// Host returns host and port.
func (u *Url) Host() string {
	if u.host == nil {
		return ""
	}
	if u.port == nil {
		return *u.host
	}
	// Source: github.com/nlnwa/whatwg-url/url/url.go:128 (hostjoin: u.host is the serialised host and the host serialiser already wraps IPv6 addresses in brackets)
	return *u.host + ":" + *u.port // lookalike
}

// windowsDriveLetter replaces the second code point of a drive letter in the
// first path segment of a file URL (the platform-independent quirk).
func windowsDriveLetter(u *Url, seg string) string {
	if u.scheme == "file" && u.path == "" && len(seg) == 2 && seg[1] == '|' {
		// Source: github.com/nlnwa/whatwg-url/url/parser.go:594 (colonpath: the drive letter segment sits in the path of an absolute file URL, so its colon cannot read as a scheme)
		return seg[0:1] + ":" + seg[2:] // lookalike
	}
	return seg
}

// profile is a canonicalisation profile.
type profile struct {
	removeUserInfo bool
	removeFragment bool
	defaultScheme  string
}

// Option configures a profile.
type Option func(*profile)

// WithRemoveUserInfo drops username and password.
func WithRemoveUserInfo() Option { return func(p *profile) { p.removeUserInfo = true } }

// WithRemoveFragment drops the fragment.
func WithRemoveFragment() Option { return func(p *profile) { p.removeFragment = true } }

// New returns a canonicaliser.
func New(opts ...Option) *profile {
	p := &profile{}
	for _, o := range opts {
		o(p)
	}
	return p
}

// GoogleSafeBrowsing is the Safe Browsing canonicalisation profile.
var GoogleSafeBrowsing = &profile{defaultScheme: "http"}

// Parse parses and canonicalises rawURL, adding the default scheme when missing.
func (p *profile) Parse(rawURL string) (*Url, error) {
	u, err := Parse(rawURL)
	if err == errMissingScheme && p.defaultScheme != "" {
		// Source: github.com/nlnwa/whatwg-url/canonicalizer/canonicalizer.go:53 (escaper: the default scheme is put in front of a whole URL that lacked one and the WHATWG parser then parses it, so no component is placed raw)
		rawURL = p.defaultScheme + "://" + rawURL // lookalike
		u, err = Parse(rawURL)
	}
	if err != nil {
		return nil, err
	}
	if p.removeUserInfo {
		u.username, u.password = "", ""
	}
	return u, nil
}

// ErrorType is a validation error type.
type ErrorType int

// HostInvalidCodePoint is raised for a forbidden code point in a host.
const HostInvalidCodePoint ErrorType = 1

// Error builds a validation error for url.
func Error(code ErrorType, url string, failure bool) error {
	return fmt.Errorf("error %d in %q (failure %v)", code, url, failure)
}
