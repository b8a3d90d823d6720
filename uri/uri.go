package uri

import (
	"math"
	"net/netip"
)

// Rule selects the production of RFC 3986 that a string must match.
type Rule uint8

const (
	// RuleURIReference is URI-reference = URI / relative-ref (§4.1).
	RuleURIReference Rule = iota
	// RuleURI is URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] (§3).
	RuleURI
	// RuleAbsoluteURI is absolute-URI = scheme ":" hier-part [ "?" query ] (§4.3).
	RuleAbsoluteURI
	// RuleRelativeRef is relative-ref = relative-part [ "?" query ] [ "#" fragment ] (§4.2).
	RuleRelativeRef
)

var ruleNames = [...]string{
	RuleURIReference: "URI-reference",
	RuleURI:          "URI",
	RuleAbsoluteURI:  "absolute-URI",
	RuleRelativeRef:  "relative-ref",
}

// String returns the name of the rule's ABNF production, such as "absolute-URI".
func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return "Rule(invalid)"
}

// ParseRuleName returns the Rule whose String is name.
func ParseRuleName(name string) (Rule, bool) {
	for r, n := range ruleNames {
		if n == name {
			return Rule(r), true
		}
	}
	return 0, false
}

// HostKind tells which alternative of the host production (§3.2.2) matched.
type HostKind uint8

const (
	HostNone      HostKind = iota // no authority, so no host
	HostRegName                   // reg-name, possibly empty
	HostIPv4                      // IPv4address
	HostIPv6                      // IP-literal holding an IPv6address
	HostIPvFuture                 // IP-literal holding an IPvFuture
)

var hostKindNames = [...]string{"none", "reg-name", "IPv4address", "IPv6address", "IPvFuture"}

// String returns the name of the host production, such as "reg-name".
func (k HostKind) String() string {
	if int(k) < len(hostKindNames) {
		return hostKindNames[k]
	}
	return "HostKind(invalid)"
}

// flags record which components are defined (§5.3 distinguishes an
// undefined component from an empty one).
const (
	hasScheme uint8 = 1 << iota
	hasAuthority
	hasUserinfo
	hasPort
	hasQuery
	hasFragment
)

// maxLen is the longest input accepted: offsets are kept in int32 to keep
// URI small.
const maxLen = math.MaxInt32

// URI is a parsed URI-reference. It holds the input string and the offsets
// of its components, so it is cheap to copy and its accessors return
// substrings of the input. The zero URI is the empty relative reference.
//
//	scheme ":" "//" userinfo "@" host ":" port path "?" query "#" fragment
type URI struct {
	s         string
	schemeEnd int32 // index of the ':' that ends the scheme
	hostStart int32
	hostEnd   int32
	pathStart int32
	pathEnd   int32
	queryEnd  int32 // index of the '#' that starts the fragment, or len(s)
	flags     uint8
	kind      HostKind
}

func (u URI) has(f uint8) bool { return u.flags&f != 0 }

// authStart returns the index just after the "//" that starts the authority.
func (u URI) authStart() int {
	if u.has(hasScheme) {
		return int(u.schemeEnd) + 3
	}
	return 2
}

// String returns the URI as text. For a URI returned by Parse or ParseRule
// it is the input itself, which is what the recomposition of its components
// (§5.3) yields; for one returned by Resolve or Normalize it is the
// recomposed result.
func (u URI) String() string { return u.s }

// Scheme returns the scheme (§3.1) and whether it is defined.
// The scheme is returned as written; compare it case-insensitively.
func (u URI) Scheme() (string, bool) {
	if !u.has(hasScheme) {
		return "", false
	}
	return u.s[:u.schemeEnd], true
}

// HasAuthority reports whether the URI has an authority (it contains "//"
// after the scheme), even an empty one.
func (u URI) HasAuthority() bool { return u.has(hasAuthority) }

// Authority returns the authority (§3.2): [ userinfo "@" ] host [ ":" port ],
// and whether it is defined.
func (u URI) Authority() (string, bool) {
	if !u.has(hasAuthority) {
		return "", false
	}
	return u.s[u.authStart():u.pathStart], true
}

// Userinfo returns the user information (§3.2.1) and whether it is defined.
// It may hold a password after the first ':'; see [Redact].
func (u URI) Userinfo() (string, bool) {
	if !u.has(hasUserinfo) {
		return "", false
	}
	return u.s[u.authStart() : u.hostStart-1], true
}

// Host returns the host (§3.2.2) and whether it is defined. An IP-literal
// keeps its brackets. The host is defined, possibly empty, whenever the
// authority is.
func (u URI) Host() (string, bool) {
	if !u.has(hasAuthority) {
		return "", false
	}
	return u.s[u.hostStart:u.hostEnd], true
}

// HostKind reports which form the host has.
func (u URI) HostKind() HostKind { return u.kind }

// HostAddr returns the host as an IP address when it is an IPv4address or an
// IP-literal holding an IPv6address.
func (u URI) HostAddr() (netip.Addr, bool) {
	h := u.s[u.hostStart:u.hostEnd]
	switch u.kind {
	case HostIPv4:
	case HostIPv6:
		h = h[1 : len(h)-1]
	default:
		return netip.Addr{}, false
	}
	a, err := netip.ParseAddr(h)
	return a, err == nil
}

// Port returns the port (§3.2.3) and whether it is defined. A port is
// defined but empty in "http://host:/".
func (u URI) Port() (string, bool) {
	if !u.has(hasPort) {
		return "", false
	}
	return u.s[u.hostEnd+1 : u.pathStart], true
}

// Path returns the path (§3.3), which is always defined and may be empty.
func (u URI) Path() string { return u.s[u.pathStart:u.pathEnd] }

// Query returns the query (§3.4) and whether it is defined: "http://h?" has
// an empty query, "http://h" has none.
func (u URI) Query() (string, bool) {
	if !u.has(hasQuery) {
		return "", false
	}
	return u.s[u.pathEnd+1 : u.queryEnd], true
}

// Fragment returns the fragment (§3.5) and whether it is defined.
func (u URI) Fragment() (string, bool) {
	if !u.has(hasFragment) {
		return "", false
	}
	return u.s[u.queryEnd+1:], true
}

// IsAbsolute reports whether the URI has a scheme, that is, whether it
// matches URI rather than relative-ref (§4.1, §4.3).
func (u URI) IsAbsolute() bool { return u.has(hasScheme) }

// Offsets returns the byte range of component c in String(), and whether
// the component is defined. A delimiter (":", "//", "@", "?", "#") is not
// part of the range.
func (u URI) Offsets(c Component) (start, end int, ok bool) {
	switch c {
	case ComponentScheme:
		return 0, int(u.schemeEnd), u.has(hasScheme)
	case ComponentAuthority:
		if u.has(hasAuthority) {
			return u.authStart(), int(u.pathStart), true
		}
	case ComponentUserinfo:
		if u.has(hasUserinfo) {
			return u.authStart(), int(u.hostStart) - 1, true
		}
	case ComponentHost:
		if u.has(hasAuthority) {
			return int(u.hostStart), int(u.hostEnd), true
		}
	case ComponentPort:
		if u.has(hasPort) {
			return int(u.hostEnd) + 1, int(u.pathStart), true
		}
	case ComponentPath:
		return int(u.pathStart), int(u.pathEnd), true
	case ComponentQuery:
		if u.has(hasQuery) {
			return int(u.pathEnd) + 1, int(u.queryEnd), true
		}
	case ComponentFragment:
		if u.has(hasFragment) {
			return int(u.queryEnd) + 1, len(u.s), true
		}
	}
	return 0, 0, false
}

// Component names a part of a URI.
type Component uint8

const (
	ComponentScheme Component = iota
	ComponentAuthority
	ComponentUserinfo
	ComponentHost
	ComponentPort
	ComponentPath
	ComponentQuery
	ComponentFragment
)

var componentNames = [...]string{"scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"}

func (c Component) String() string {
	if int(c) < len(componentNames) {
		return componentNames[c]
	}
	return "Component(invalid)"
}
