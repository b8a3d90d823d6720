package uri_test

//lint:file-ignore credentials the inputs of a URI parser's tests hold passwords on purpose

import (
	"fmt"
	"strings"
	"testing"

	"github.com/urilint/urilint/uri"
)

// addSeeds adds the seed corpus shared by FuzzParse, FuzzNormalize and
// FuzzOracle.
func addSeeds(f *testing.F) {
	for _, s := range []string{
		"", // the empty relative-ref (path-empty)
		"http://user:pass@example.com:8080/p/a/t/h?query=1#frag", // every component
		"foo://example.com:8042/over/there?name=ferret#nose",     // §3 example
		"urn:example:animal:ferret:nose",                         // path-rootless with colons
		"mailto:John.Doe@example.com",                            // "@" in a path, no authority
		"//",                                                     // empty authority, empty path
		"///a",                                                   // empty authority, then a path
		"a:",                                                     // scheme and nothing else
		"a:/",                                                    // path-absolute
		"./a:b",                                                  // the way to write a colon in a first relative segment
		"a/b:c",                                                  // colon after the first segment: relative
		"1a:b",                                                   // not a scheme: must be rejected
		":",                                                      // empty scheme
		"http://[::1]:80/",                                       // IPv6 with port
		"http://[::ffff:192.0.2.1]/",                             // IPv6 with embedded IPv4
		"http://[1:2:3:4:5:6:7::]/",                              // "::" standing for one group at the end
		"http://[1:2:3:4:5:6:7:8::]/",                            // "::" standing for no group: invalid
		"http://[1:2:3:4:5:6:7::8]/",                             // the same inside: was accepted once
		"http://[fe80::1%25eth0]/",                               // RFC 6874 zone id: not RFC 3986
		"http://[v1.fe:80]/",                                     // IPvFuture
		"http://[V1F.x]/",                                        // IPvFuture with an upper-case V
		"http://[v.x]/",                                          // IPvFuture without a version
		"http://256.1.1.1/",                                      // a reg-name, not an IPv4address
		"http://01.1.1.1/",                                       // leading zero: reg-name
		"http://h:/",                                             // empty port
		"http://h:x/",                                            // bad port
		"http://u@v@h/",                                          // two "@"
		"https://user:hunter2@host:x/",                           // password and an error after it
		"http://u:secret@h%zz/",                                  // password and a bad escape in the host
		"sip:alice:secret@example.com",                           // a password without "//"
		"http://a/b/c/./../../g",                                 // dot segments
		"a:b/%",                                                  // truncated escape
		"a:b/%4g",                                                // bad escape
		"HTTP://EXAMPLE.com/%7e%7E%41",                           // normalizable case and escapes
		"http://example.com:80/",                                 // default port (§6.2.3)
		"http://example.com",                                     // empty path (§6.2.3)
		"a:b?c#d#e",                                              // a second "#"
		"a:b c",                                                  // space
		"a:\xff",                                                 // invalid UTF-8
		"a:\u00e9",                                               // non-ASCII
		"a:\n",                                                   // control character
	} {
		f.Add(s)
	}
}

// FuzzParse checks that ParseRule does not panic, agrees with Validate,
// returns components that recompose to the input, and returns well-formed
// errors that do not show a password.
func FuzzParse(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range allRules {
			u, perr := uri.ParseRule(s, r)
			verr := uri.Validate(s, r)
			if (perr == nil) != (verr == nil) {
				t.Fatalf("%v: ParseRule(%q) error %v, but Validate error %v", r, s, perr, verr)
			}
			if perr != nil {
				for _, b := range checkError(s, perr) {
					t.Errorf("%v: ParseRule(%q): %s", r, s, b)
				}
				for _, b := range checkError(s, verr) {
					t.Errorf("%v: Validate(%q): %s", r, s, b)
				}
				continue
			}
			for _, b := range checkAccessors(s, u) {
				t.Errorf("%v: ParseRule(%q): %s", r, s, b)
			}
		}
	})
}

// checkAccessors checks that the components of u, parsed from s, are the
// substrings of s that the §5.3 recomposition puts where they are, with
// their delimiters, and that the authority is userinfo, host and port.
func checkAccessors(s string, u uri.URI) []string {
	var bad []string
	add := func(format string, args ...any) { bad = append(bad, fmt.Sprintf(format, args...)) }
	if u.String() != s {
		add("String() = %q, want the input", u.String())
	}
	if got := recompose(u); got != s {
		add("§5.3 recomposition %q differs from the input", got)
	}
	rest := s // what follows the components checked so far
	if sc, ok := u.Scheme(); ok {
		if !strings.HasPrefix(rest, sc+":") || !oracleScheme.MatchString(sc) {
			add("Scheme() = %q does not start %q", sc, rest)
		}
		rest = strings.TrimPrefix(rest, sc+":")
	}
	if _, ok := u.Scheme(); u.IsAbsolute() != ok {
		add("IsAbsolute() = %v, but Scheme() defined = %v", u.IsAbsolute(), ok)
	}
	a, aok := u.Authority()
	if aok != u.HasAuthority() {
		add("Authority() defined = %v, HasAuthority() = %v", aok, u.HasAuthority())
	}
	ui, uok := u.Userinfo()
	h, hok := u.Host()
	p, pok := u.Port()
	if hok != aok {
		add("Host() defined = %v, Authority() defined = %v", hok, aok)
	}
	if (u.HostKind() == uri.HostNone) == aok {
		add("HostKind() = %v with authority defined = %v", u.HostKind(), aok)
	}
	if aok {
		if !strings.HasPrefix(rest, "//"+a) {
			add("Authority() = %q does not follow the scheme in %q", a, s)
		}
		rest = strings.TrimPrefix(rest, "//"+a)
		var b strings.Builder
		if uok {
			b.WriteString(ui + "@")
		}
		b.WriteString(h)
		if pok {
			b.WriteString(":" + p)
		}
		if b.String() != a {
			add("userinfo %q, host %q and port %q make %q, not the authority %q", ui, h, p, b.String(), a)
		}
		if strings.ContainsAny(ui, "@") || strings.Trim(p, "0123456789") != "" {
			add("userinfo %q or port %q holds a delimiter", ui, p)
		}
		switch k := u.HostKind(); k {
		case uri.HostIPv6, uri.HostIPvFuture:
			if !strings.HasPrefix(h, "[") || !strings.HasSuffix(h, "]") {
				add("%v host %q without brackets", k, h)
			}
		case uri.HostIPv4:
			if !oracleIPv4.MatchString(h) {
				add("IPv4 host %q is no IPv4address", h)
			}
		case uri.HostRegName:
			if strings.ContainsAny(h, "[]:") || oracleIPv4.MatchString(h) {
				add("reg-name host %q", h)
			}
		}
	} else if uok || pok {
		add("userinfo or port defined without an authority")
	}
	path := u.Path()
	if !strings.HasPrefix(rest, path) {
		add("Path() = %q does not follow in %q", path, s)
	}
	rest = strings.TrimPrefix(rest, path)
	if q, ok := u.Query(); ok {
		if !strings.HasPrefix(rest, "?"+q) || strings.Contains(q, "#") {
			add("Query() = %q does not follow the path in %q", q, s)
		}
		rest = strings.TrimPrefix(rest, "?"+q)
	}
	if fr, ok := u.Fragment(); ok {
		if rest != "#"+fr {
			add("Fragment() = %q does not end %q", fr, s)
		}
		rest = ""
	}
	if rest != "" {
		add("%q of the input is in no component", rest)
	}
	return bad
}

// FuzzNormalize checks that normalization yields valid URI-references, is
// idempotent, and keeps Equal.
func FuzzNormalize(f *testing.F) {
	addSeeds(f)
	f.Add("HTTP://User@Example.COM:80/a/./b/../c/%7e%2f?Q%3d#F%41") // every §6.2.2 step
	f.Add("http://[::FFFF:0:0]:/")                                  // upper-case IPv6 and empty port
	f.Add("a:./b/../..//c")                                         // dot segments ending in "//"
	f.Add("/../a")                                                  // a relative path with too many ".."
	f.Add("..//a:b")                                                // dot segments exposing a colon
	f.Fuzz(func(t *testing.T, s string) {
		u, err := uri.Parse(s)
		if err != nil {
			return // only valid input is normalized
		}
		for _, m := range []struct {
			name string
			f    func(uri.URI) uri.URI
		}{
			{"Normalize", uri.URI.Normalize},
			{"NormalizeScheme", uri.URI.NormalizeScheme},
		} {
			n := m.f(u)
			ns := n.String()
			if err := uri.Validate(ns, uri.RuleURIReference); err != nil {
				t.Fatalf("%s(%q) = %q, not a URI-reference: %v", m.name, s, ns, err)
			}
			for _, b := range checkAccessors(ns, n) {
				t.Errorf("%s(%q) = %q: %s", m.name, s, ns, b)
			}
			if u.IsAbsolute() != n.IsAbsolute() || u.HasAuthority() != n.HasAuthority() {
				t.Errorf("%s(%q) = %q changes which components are defined", m.name, s, ns)
			}
			if again := m.f(n).String(); again != ns {
				t.Errorf("%s(%q) = %q, but %s of that = %q", m.name, s, ns, m.name, again)
			}
			p, err := uri.Parse(ns)
			if err != nil {
				t.Fatalf("Parse(%s(%q) = %q): %v", m.name, s, ns, err)
			}
			if again := m.f(p).String(); again != ns {
				t.Errorf("%s(%q) = %q, but %s(Parse(%q)) = %q", m.name, s, ns, m.name, ns, again)
			}
		}
		if n := u.Normalize(); !uri.Equal(u, n) {
			t.Errorf("Equal(%q, Normalize = %q) = false", s, n.String())
		}
		if !uri.Equal(u, u) {
			t.Errorf("Equal(%q, itself) = false", s)
		}
	})
}

// FuzzResolve checks that resolving any valid reference against a valid
// absolute base gives a URI with a scheme whose accessors are consistent,
// and that Resolve follows §5.2 as the reference resolver in
// oracle_test.go does.
func FuzzResolve(f *testing.F) {
	const base = "http://a/b/c/d;p?q"
	for _, tt := range uri.ResolveExamples {
		f.Add(base, tt.Ref) // §5.4
	}
	f.Add("a:", "..//g")            // result path starts with "//" and has no authority
	f.Add("a:b", "//")              // empty authority
	f.Add("a:/b/c", "../../..//g")  // dot segments climbing above the root
	f.Add("a:b/c", "d:e")           // other scheme
	f.Add("A:b/c", "a:e")           // same scheme in another case: compat makes it relative
	f.Add("a://h", "g")             // base with authority and empty path (§5.2.3)
	f.Add("a:?q#f", "")             // base fragment dropped, query kept
	f.Add("http://[::1]:80", "./:") // a colon exposed in the first segment
	f.Add("a:b", "./c:d")           // with scheme "a", "c:d" stays a path
	f.Fuzz(func(t *testing.T, bs, rs string) {
		if uri.Validate(bs, uri.RuleURI) != nil {
			return // base must be absolute (§5.1); URI allows a fragment, which is dropped
		}
		b, err := uri.ParseRule(bs, uri.RuleURI)
		if err != nil {
			t.Fatalf("ParseRule(%q, URI): %v, but Validate accepts it", bs, err)
		}
		r, err := uri.Parse(rs)
		if err != nil {
			return
		}
		for _, m := range []struct {
			name   string
			strict bool
			res    uri.URI
		}{
			{"Resolve", true, b.Resolve(r)},
			{"ResolveCompat", false, b.ResolveCompat(r)},
		} {
			s := m.res.String()
			if err := uri.Validate(s, uri.RuleURI); err != nil {
				t.Fatalf("%s(%q, %q) = %q, not a URI: %v", m.name, bs, rs, s, err)
			}
			if !m.res.IsAbsolute() {
				t.Errorf("%s(%q, %q) = %q has no scheme", m.name, bs, rs, s)
			}
			for _, bad := range checkAccessors(s, m.res) {
				t.Errorf("%s(%q, %q) = %q: %s", m.name, bs, rs, s, bad)
			}
			if want := refResolve(bs, rs, m.strict); s != want {
				t.Errorf("%s(%q, %q) = %q, but §5.2 gives %q", m.name, bs, rs, s, want)
			}
		}
	})
}

// FuzzOracle checks Validate against the regular expressions of
// oracle_test.go for every rule.
func FuzzOracle(f *testing.F) {
	addSeeds(f)
	for _, s := range handPicked {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range allRules {
			want := oracleValid(s, r)
			if err := uri.Validate(s, r); (err == nil) != want {
				t.Errorf("%v: Validate(%q) = %v, but the oracle says valid=%v", r, s, err, want)
			}
		}
	})
}
