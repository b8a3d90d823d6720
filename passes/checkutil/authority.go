package checkutil

import (
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

// Authority is a site's value parsed as a URI whose authority is known to
// be one, for the checks that judge its host or port.
type Authority struct {
	URI    uri.URI
	Text   string   // the text parsed: the value's, holes as placeholders
	Prefix string   // what Text was parsed with in front: "//" for a host[:port] field
	Rule   uri.Rule // the rule it was parsed with
}

// Parse parses text, the value's text or a change of it, as a was.
func (a Authority) Parse(text string) (uri.URI, error) {
	return uri.ParseRule(a.Prefix+text, a.Rule)
}

// ParseAuthority parses the site's value as a URI with an authority whose
// delimiters ("//") are known, or, for the Host field of net/url.URL, as
// host[:port]. Holes are parsed as their placeholders, and if that fails,
// as digits, so that a hole in a port ("http://h:" + port + "/") parses;
// callers check that the bytes they judge are in no hole. Offsets of URI
// are those of Prefix+Text.
func ParseAuthority(s *sites.Site) (Authority, bool) {
	a := Authority{Rule: uri.RuleURIReference}
	if s.Role == sites.RoleComponent {
		if s.Component != uri.ComponentHost {
			return Authority{}, false
		}
		a.Prefix, a.Rule = "//", uri.RuleRelativeRef
	}
	a.Text = s.Value.Text()
	u, err := a.Parse(a.Text)
	if err != nil {
		a.Text = s.Value.TextWith('0')
		u, err = a.Parse(a.Text)
	}
	if err != nil || !u.HasAuthority() {
		return Authority{}, false // a relative reference with no authority has no host
	}
	a.URI = u
	if s.Role == sites.RoleComponent {
		return a, u.Path() == "" // host[:port] alone
	}
	if !u.IsAbsolute() && (s.Role == sites.RoleRequestTarget || s.Role == sites.RoleRequestURI) {
		return Authority{}, false // "//h/p" is a path in a request-target (RFC 9112 §3.2.1)
	}
	// The delimiters that make an authority, "://" or "//", are known.
	start, _, _ := u.Offsets(uri.ComponentAuthority)
	delims := start - 2
	if u.IsAbsolute() {
		delims--
	}
	return a, !s.Value.InHole(delims, start)
}
