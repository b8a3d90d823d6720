package hostform

import (
	"strings"

	"github.com/urilint/urilint/uri"
)

// host is where the host of a value is, in offsets of the value's text.
type host struct {
	start, end         int // the host; an IP-literal keeps its brackets
	authStart, authEnd int // the authority, without the "//"
	scheme             string
	component          bool // the value is a host[:port], not a URI
	network            bool // the host is resolved as a network host
	requiresHost       bool // the scheme needs a non-empty host (§3.2.2)
}

// findURIHost finds the host of a URI whose text is text, holes shown
// by their placeholders. It reads the authority leniently, so as to find
// hosts that RFC 3986 rejects (a zone identifier, non-ASCII bytes), and
// gives up when the string is too broken to say where the host is. A
// reference without a scheme has a host only when networkPath lets "//"
// start one (§4.2); the schemes its sink uses then say what kind of host
// it is.
func findURIHost(text string, networkPath bool, schemes []string) (host, bool) {
	var h host
	i := 0
	if n := schemeLen(text); n > 0 {
		h.scheme = text[:n]
		i = n + 1
	} else if !networkPath {
		return host{}, false
	}
	if !strings.HasPrefix(text[i:], "//") {
		return host{}, false // no authority (§3.2)
	}
	h.authStart = i + 2
	h.authEnd = len(text)
	if n := strings.IndexAny(text[h.authStart:], "/?#"); n >= 0 {
		h.authEnd = h.authStart + n
	}
	auth := text[h.authStart:h.authEnd]
	h.start = h.authStart
	if at := strings.IndexByte(auth, '@'); at >= 0 {
		if strings.Count(auth, "@") > 1 {
			return host{}, false // parsers disagree on where the host starts
		}
		h.start += at + 1
	}
	n, ok := hostLen(text[h.start:h.authEnd])
	if !ok {
		return host{}, false
	}
	h.end = h.start + n
	if h.scheme != "" {
		sch, known := uri.LookupScheme(h.scheme)
		if known && sch.HostList && strings.IndexByte(auth, ',') >= 0 {
			return host{}, false // a list of hosts, not one
		}
		h.network = isNetwork(sch, known)
		h.requiresHost = known && sch.Authority == uri.AuthorityRequiredHost
	} else if len(schemes) > 0 {
		h.network = true
		for _, name := range schemes {
			sch, known := uri.LookupScheme(name)
			h.network = h.network && isNetwork(sch, known) && !sch.HostList
		}
	}
	return h, true
}

// findComponentHost finds the host of a host[:port], such as the Host
// field of net/url.URL.
func findComponentHost(text string) (host, bool) {
	if strings.ContainsAny(text, "@/?#") {
		return host{}, false // not a host[:port]
	}
	n, ok := hostLen(text)
	if !ok {
		return host{}, false
	}
	return host{start: 0, end: n, authStart: 0, authEnd: len(text)}, true
}

// hostLen returns the length of the host at the start of hostport, a
// host [ ":" port ] (§3.2.2, §3.2.3), or false when hostport is not one.
func hostLen(hostport string) (int, bool) {
	var n int
	if strings.HasPrefix(hostport, "[") {
		n = strings.IndexByte(hostport, ']') + 1
		if n == 0 {
			return 0, false // a broken literal: a syntax error
		}
	} else if n = strings.IndexByte(hostport, ':'); n < 0 {
		n = len(hostport)
	}
	port := hostport[n:]
	if port != "" && (port[0] != ':' || !allDigits(port[1:])) {
		return 0, false // no port follows the host: a syntax error
	}
	return n, true
}

// isNetwork reports whether the host of the scheme is a network host,
// one that is resolved by DNS or read as an address: the scheme needs or
// allows a host, or has a default port. For other schemes the host may
// be any name ("myapp://12345").
func isNetwork(sch uri.Scheme, known bool) bool {
	if !known {
		return false
	}
	switch sch.Name {
	case "unix", "passthrough":
		return false // a path, or an address read by the program (grpc-go)
	}
	return sch.Authority == uri.AuthorityRequiredHost || sch.Authority == uri.AuthorityOptionalHost || sch.DefaultPort != 0
}

// schemeLen returns the length of the scheme that starts s, followed by
// its ':', or 0.   scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
func schemeLen(s string) int {
	for i := range len(s) {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return i
		default:
			return 0
		}
	}
	return 0
}

func allDigits(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
