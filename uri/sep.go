package uri

import "strings"

// Sep is how a string sets its scheme off from what follows, as written:
// the "://" before an authority, a ':' alone, or one of the ways to break
// "://" that still leave no doubt about the scheme meant. Only for a
// scheme whose URIs need "//" and a host (§3.2.2) is a broken form
// surely a mistake: "mailto:x" is right, "http:x" is not.
type Sep uint8

const (
	SepNone        Sep = iota // no scheme, or none followed by ':' or "//"
	SepColon                  // ':' then anything but the forms below: "mailto:x", "http:x", "http:"
	SepSlashes                // "://"
	SepNoColon                // "//" without the ':': "http//x" is a relative path (§4.2)
	SepOneSlash               // ":/" then neither '/' nor '\': "http:/x"
	SepExtraColon             // ":://": "https:://x", whose path is "://x"
	SepDoubleColon            // "::" then no "//": "http::x"
	SepBackslash              // ':' then '\', or ":/\": `http:\\x`
)

// Broken reports whether the separator is a broken "://".
func (s Sep) Broken() bool { return s >= SepNoColon }

// SchemeSep is the scheme and separator that start a string.
type SchemeSep struct {
	// SchemeEnd is the length of the scheme-like word at the start,
	// ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§3.1); 0 if none.
	SchemeEnd int
	Sep       Sep
	// End is where what follows the separator starts: after "://", after
	// "//" for SepNoColon, after ':' for SepColon, and after the run of
	// ':', '/' and '\' that follows the scheme for the other broken forms.
	End int
}

// SplitScheme reads the scheme of s and the separator after it,
// leniently: s need not be a URI, and the scheme need not be known.
func SplitScheme(s string) SchemeSep {
	n := SchemeLen(s)
	if n == 0 || n == len(s) {
		return SchemeSep{}
	}
	rest := s[n:]
	ss := SchemeSep{SchemeEnd: n}
	switch {
	case strings.HasPrefix(rest, "://"):
		ss.Sep, ss.End = SepSlashes, n+3
		return ss
	case strings.HasPrefix(rest, "//"):
		ss.Sep, ss.End = SepNoColon, n+2
		return ss
	case rest[0] != ':':
		return SchemeSep{}
	case strings.HasPrefix(rest, ":://"):
		ss.Sep = SepExtraColon
	case strings.HasPrefix(rest, "::"):
		ss.Sep = SepDoubleColon
	case strings.HasPrefix(rest, `:\`) || strings.HasPrefix(rest, `:/\`):
		ss.Sep = SepBackslash
	case strings.HasPrefix(rest, ":/"):
		ss.Sep = SepOneSlash
	default:
		ss.Sep, ss.End = SepColon, n+1
		return ss
	}
	i := n + 1
	for i < len(s) && (s[i] == ':' || s[i] == '/' || s[i] == '\\') {
		i++
	}
	ss.End = i
	return ss
}

// UserinfoEnd returns the index of the '@' that ends the userinfo of s by
// the loosest reading that finds it in a well-formed URI: the last '@'
// before any '?' or '#'. It returns -1 when there is none. Whatever comes
// before it may hold a password (§3.2.1, §7.5).
func UserinfoEnd(s string) int {
	stop := len(s)
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		stop = i
	}
	return strings.LastIndexByte(s[:stop], '@')
}
