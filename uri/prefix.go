package uri

// Prefix is what the first bytes of a URI already tell, when the rest is
// not known: "HTTP://" + host, or the constant part of a format string.
type Prefix struct {
	// URI holds the components found in the prefix. Those before Open are
	// final; Open and those after it may still grow or appear.
	URI
	// Open is the first component that the rest of the string may change.
	Open Component
}

// ParsePrefix parses p as the start of a string that must match r, and
// reports an error only for what no continuation can repair: in
// "http://exa mple" + host the space is certainly wrong, while "http://[::1"
// or "http://h/%4" may still be completed.
//
// Open tells which components are final. In "HTTP://" + host the scheme is
// final and Open is ComponentAuthority; in "http://h/x" + path, the path is
// open. A prefix with no delimiter yet, such as "localhost", is open from
// the scheme on: a ':' may follow.
func ParsePrefix(p string, r Rule) (Prefix, error) {
	u := URI{s: p}
	if e := u.parse(r, true); e.Code != 0 {
		return Prefix{}, e
	}
	return Prefix{URI: u, Open: openComponent(u, r)}, nil
}

// openComponent returns the first component of u, a parsed prefix, that
// more bytes could change.
func openComponent(u URI, r Rule) Component {
	path := u.Path()
	switch {
	case u.has(hasFragment):
		return ComponentFragment
	case u.has(hasQuery):
		return ComponentQuery
	case path == "/" && !u.has(hasAuthority) && int(u.pathStart) == u.hierStart():
		return ComponentAuthority // a second '/' would start one
	case path != "":
		if !u.has(hasScheme|hasAuthority) && r != RuleRelativeRef && path[0] != '/' && !containsSlash(path) {
			return ComponentScheme // a ':' would end a scheme
		}
		return ComponentPath
	case u.has(hasAuthority):
		switch {
		case !u.has(hasUserinfo):
			return ComponentAuthority // an '@' would make it a userinfo
		case u.has(hasPort):
			return ComponentPort
		}
		return ComponentHost
	case u.has(hasScheme) || r == RuleRelativeRef:
		return ComponentAuthority
	}
	return ComponentScheme
}

// hierStart returns where the hier-part or relative-part starts.
func (u URI) hierStart() int {
	if u.has(hasScheme) {
		return int(u.schemeEnd) + 1
	}
	return 0
}

func containsSlash(s string) bool {
	for i := range len(s) {
		if s[i] == '/' {
			return true
		}
	}
	return false
}
