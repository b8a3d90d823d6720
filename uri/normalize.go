package uri

import "strconv"

// Normalize returns u after syntax-based normalization (§6.2.2):
//
//   - the scheme and the host are lowercased (§6.2.2.1), but for the hex
//     digits of percent-encodings, which are uppercased everywhere;
//   - percent-encoded unreserved characters are decoded (§6.2.2.2);
//   - dot segments are removed from the path (§6.2.2.3).
//
// Following the RFC literally, decoding comes before dot-segment removal,
// so "/a/%2E%2E/b" normalizes to "/b", as "/a/../b" does. Dot segments are
// kept in a relative-path reference ("../a"), where removing them would
// change what the reference resolves to. A path that would then read as an
// authority gets "/." in front, as in Resolve.
//
// When nothing changes, Normalize returns u itself without allocating.
func (u URI) Normalize() URI {
	return u.normalize(false)
}

// NormalizeScheme returns u after syntax-based normalization and, for the
// schemes whose rules are known (see LookupScheme), scheme-based
// normalization (§6.2.3): an empty port and the scheme's default port are
// removed along with their ':', leading zeros of a port are dropped, and
// an empty path with an authority becomes "/" where the scheme says so
// (http, https, ws, wss). An empty query or fragment is kept: the RFC asks
// normalizers not to remove a delimiter unless the scheme allows it.
func (u URI) NormalizeScheme() URI {
	return u.normalize(true)
}

// Equal reports whether a and b are equivalent after syntax-based and
// scheme-based normalization (§6.2.2, §6.2.3).
func Equal(a, b URI) bool {
	return a.NormalizeScheme().s == b.NormalizeScheme().s
}

func (u URI) normalize(byScheme bool) URI {
	var buf [256]byte
	b := buf[:0]
	var sch Scheme
	var known bool
	if scheme, ok := u.Scheme(); ok {
		for i := range len(scheme) {
			b = append(b, lower(scheme[i]))
		}
		b = append(b, ':')
		if byScheme {
			sch, known = LookupScheme(scheme)
		}
	}
	if u.has(hasAuthority) {
		b = append(b, "//"...)
		if ui, ok := u.Userinfo(); ok {
			b = appendNormalizedEscapes(b, ui, false)
			b = append(b, '@')
		}
		host, _ := u.Host()
		b = appendNormalizedEscapes(b, host, true)
		if port, ok := u.Port(); ok {
			b = appendPort(b, port, sch, known)
		}
	}
	pathStart := len(b)
	b = appendNormalizedEscapes(b, u.Path(), false)
	if u.has(hasScheme|hasAuthority) || len(b) > pathStart && b[pathStart] == '/' {
		b = append(b[:pathStart], removeDotSegments(b[pathStart:])...)
		if !u.has(hasAuthority) && len(b)-pathStart >= 2 && b[pathStart] == '/' && b[pathStart+1] == '/' {
			b = append(b[:pathStart], append([]byte("/."), b[pathStart:]...)...)
		}
	}
	if known && sch.EmptyPathIsRoot && u.has(hasAuthority) && len(b) == pathStart {
		b = append(b, '/')
	}
	if q, ok := u.Query(); ok {
		b = append(b, '?')
		b = appendNormalizedEscapes(b, q, false)
	}
	if f, ok := u.Fragment(); ok {
		b = append(b, '#')
		b = appendNormalizedEscapes(b, f, false)
	}
	if string(b) == u.s {
		return u
	}
	n := URI{s: string(b)}
	if e := n.parse(RuleURIReference, false); e.Code != 0 {
		panic("uri: normalized URI is invalid: " + e.Error())
	}
	return n
}

// appendPort appends ":" port unless scheme-based normalization drops it.
func appendPort(b []byte, port string, sch Scheme, known bool) []byte {
	if !known || sch.DefaultPort == 0 {
		return append(append(b, ':'), port...)
	}
	if port == "" {
		return b
	}
	for len(port) > 1 && port[0] == '0' {
		port = port[1:]
	}
	if n, err := strconv.ParseUint(port, 10, 16); err == nil && n == uint64(sch.DefaultPort) {
		return b
	}
	return append(append(b, ':'), port...)
}

// appendNormalizedEscapes appends s with the hex digits of its
// percent-encodings uppercased and encoded unreserved characters decoded
// (§6.2.2.1, §6.2.2.2); lowerAll also lowercases everything else, for
// hosts. s must hold only valid triplets.
func appendNormalizedEscapes(b []byte, s string, lowerAll bool) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) {
			v := unhex(s[i+1])<<4 | unhex(s[i+2])
			if in(v, mUnreserved) {
				if lowerAll {
					v = lower(v)
				}
				b = append(b, v)
			} else {
				b = append(b, '%', upper(s[i+1]), upper(s[i+2]))
			}
			i += 2
			continue
		}
		if lowerAll {
			c = lower(c)
		}
		b = append(b, c)
	}
	return b
}
