package uri

import "strings"

// Resolve resolves the reference ref against the base URI u by the strict
// algorithm of §5.2.2 and returns the target URI.
//
// The base should be an absolute URI (§5.1); its fragment is ignored. As
// the RFC says, dot segments are removed from every path the algorithm
// builds, but a base path taken over unchanged (ref has an empty path) is
// kept as it is.
//
// One case needs more than the RFC's recomposition (§5.3): a target with no
// authority whose path starts with "//", such as "a:/.//b" resolved from
// "a:/" and ".//b". Written out plainly, its path would read as an
// authority, so "/." is put in front of the path, which keeps its meaning.
func (u URI) Resolve(ref URI) URI {
	return resolve(u, ref, true)
}

// ResolveCompat is Resolve with the non-strict rule of §5.2.2 for parsers
// that must stay compatible with old ones: a reference whose scheme equals
// the base's, compared case-insensitively (§3.1), is resolved as if it had
// none, so "http:g" against "http://a/b/c/d;p?q" is "http://a/b/c/g".
func (u URI) ResolveCompat(ref URI) URI {
	return resolve(u, ref, false)
}

func resolve(base, ref URI, strict bool) URI {
	var t target
	refScheme, refHasScheme := ref.Scheme()
	if baseScheme, ok := base.Scheme(); !strict && ok && refHasScheme && strings.EqualFold(refScheme, baseScheme) {
		refHasScheme = false
	}
	var pathBuf [128]byte
	switch {
	case refHasScheme:
		t.scheme, t.hasScheme = refScheme, true
		t.authority, t.hasAuthority = ref.Authority()
		t.path = removeDotSegments(append(pathBuf[:0], ref.Path()...))
		t.query, t.hasQuery = ref.Query()
	default:
		t.scheme, t.hasScheme = base.Scheme()
		switch refPath := ref.Path(); {
		case ref.HasAuthority():
			t.authority, t.hasAuthority = ref.Authority()
			t.path = removeDotSegments(append(pathBuf[:0], refPath...))
			t.query, t.hasQuery = ref.Query()
		case refPath == "":
			t.authority, t.hasAuthority = base.Authority()
			t.path = append(pathBuf[:0], base.Path()...)
			t.query, t.hasQuery = ref.Query()
			if !t.hasQuery {
				t.query, t.hasQuery = base.Query()
			}
		default:
			t.authority, t.hasAuthority = base.Authority()
			if refPath[0] == '/' {
				t.path = append(pathBuf[:0], refPath...)
			} else {
				t.path = merge(pathBuf[:0], base, refPath)
			}
			t.path = removeDotSegments(t.path)
			t.query, t.hasQuery = ref.Query()
		}
	}
	t.fragment, t.hasFragment = ref.Fragment()
	return t.uri()
}

// merge appends to dst the merge of the base's path and the relative path
// ref.   (§5.2.3)
func merge(dst []byte, base URI, ref string) []byte {
	bp := base.Path()
	if base.HasAuthority() && bp == "" {
		dst = append(dst, '/')
	} else if i := strings.LastIndexByte(bp, '/'); i >= 0 {
		dst = append(dst, bp[:i+1]...)
	}
	return append(dst, ref...)
}

// RemoveDotSegments returns path with its "." and ".." segments removed
// by the remove_dot_segments algorithm of §5.2.4. Only literal dots count:
// "%2E%2E" is not a dot segment here.
func RemoveDotSegments(path string) string {
	return string(removeDotSegments([]byte(path)))
}

// removeDotSegments applies remove_dot_segments (§5.2.4) to the path in b,
// in place: the output never runs ahead of the input.
func removeDotSegments(b []byte) []byte {
	if !hasDot(b) {
		return b // fast path: no "." or ".." segment can be there
	}
	w, i := 0, 0
	for i < len(b) {
		rest := b[i:]
		switch {
		case hasPrefix(rest, "../"): // A
			i += 3
		case hasPrefix(rest, "./"): // A
			i += 2
		case hasPrefix(rest, "/./"): // B
			i += 2
		case string(rest) == "/.": // B
			b[w] = '/'
			w++
			i = len(b)
		case hasPrefix(rest, "/../"): // C
			i += 3
			w = lastSlash(b[:w])
		case string(rest) == "/..": // C
			w = lastSlash(b[:w])
			b[w] = '/'
			w++
			i = len(b)
		case string(rest) == "." || string(rest) == "..": // D
			i = len(b)
		default: // E
			j := i
			if b[j] == '/' {
				j++
			}
			for j < len(b) && b[j] != '/' {
				j++
			}
			w += copy(b[w:], b[i:j])
			i = j
		}
	}
	return b[:w]
}

func hasDot(b []byte) bool {
	for _, c := range b {
		if c == '.' {
			return true
		}
	}
	return false
}

func hasPrefix(b []byte, p string) bool { return len(b) >= len(p) && string(b[:len(p)]) == p }

// lastSlash returns the index of the last '/' in b, or 0.
func lastSlash(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == '/' {
			return i
		}
	}
	return 0
}

// target holds the five components of §5.2 before recomposition.
type target struct {
	scheme, authority, query, fragment             string
	path                                           []byte
	hasScheme, hasAuthority, hasQuery, hasFragment bool
}

// uri recomposes t as in §5.3 and parses the result, which is valid by
// construction: every part comes from a valid URI.
func (t *target) uri() URI {
	// A path that would read as something else gets a harmless prefix:
	// "//x" with no authority as an authority, "a:b" with no scheme as a
	// scheme.
	var pathPrefix string
	switch {
	case t.hasAuthority:
	case len(t.path) >= 2 && t.path[0] == '/' && t.path[1] == '/':
		pathPrefix = "/."
	case !t.hasScheme && colonInFirstSegment(t.path):
		pathPrefix = "./"
	}
	n := len(t.scheme) + len(t.authority) + len(pathPrefix) + len(t.path) + len(t.query) + len(t.fragment) + 5
	var b strings.Builder
	b.Grow(n)
	if t.hasScheme {
		b.WriteString(t.scheme)
		b.WriteByte(':')
	}
	if t.hasAuthority {
		b.WriteString("//")
		b.WriteString(t.authority)
	}
	b.WriteString(pathPrefix)
	b.Write(t.path)
	if t.hasQuery {
		b.WriteByte('?')
		b.WriteString(t.query)
	}
	if t.hasFragment {
		b.WriteByte('#')
		b.WriteString(t.fragment)
	}
	u := URI{s: b.String()}
	if e := u.parse(RuleURIReference, false); e.Code != 0 {
		panic("uri: recomposed URI is invalid: " + e.Error())
	}
	return u
}

func colonInFirstSegment(p []byte) bool {
	for _, c := range p {
		switch c {
		case ':':
			return true
		case '/':
			return false
		}
	}
	return false
}
