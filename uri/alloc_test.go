package uri

//lint:file-ignore credentials the inputs of a URI parser's tests hold passwords on purpose

import (
	"testing"
)

// allocInputs are valid URI-references that together reach every branch
// of the success path: each form of host, userinfo, port, every component,
// the relative forms, and percent-encoding everywhere it may appear.
var allocInputs = []string{
	// All components.
	"https://user:pass@www.example.com:8443/a/b%20c/d;p=1?q=1&r=%2F#frag",
	"foo://example.com:8042/over/there?name=ferret#nose", // §3
	"HTTP://User@Example.COM:/%7Euser/?#",                // empty port, query, fragment
	// IPv4address.
	"http://192.0.2.16:80/",
	"http://255.255.255.255/",
	"http://1.2.3.256/", // a reg-name, not an IPv4address
	// IPv6address, each of the nine alternatives of §3.2.2.
	"http://[2001:db8:85a3:0:0:8a2e:370:7334]/",
	"http://[2001:0db8:85a3:0000:0000:8a2e:0370:7334]:8080/",
	"http://[::1]",
	"http://[::]/",
	"http://[2001:db8::7]/c=GB?objectClass?one",
	"http://[1::2:3:4:5:6:7]/",
	"http://[1:2::3:4:5:6]/",
	"http://[1:2:3::4:5]/",
	"http://[1:2:3:4::5]/",
	"http://[1:2:3:4:5:6:7::]/",
	"http://[::ffff:192.0.2.128]/",
	"http://[64:ff9b::198.51.100.7]:443/",
	"http://[2001:db8:0:0:0:0:192.0.2.33]/",
	"ldap://[2001:db8::7]/c=GB?objectClass?one", // §1.1.2
	// IPvFuture.
	"http://[v1.fe80::a+en1]/",
	"http://[V7.abc:def]:80/path",
	// userinfo.
	"ftp://anonymous@ftp.example.org/pub/",
	"ssh://git:@github.com/x/y.git",
	"http://a%40b:c%3Ad@h/",
	"http://!$&'()*+,;=:x@h/",
	// Empty and odd authorities.
	"file:///etc/hosts",
	"http://",
	"http://:80",
	"//host/path?q#f",
	"///path",
	// No authority.
	"mailto:John.Doe@example.com", // §1.1.2
	"news:comp.infosystems.www.servers.unix",
	"tel:+1-816-555-1212",
	"telnet://192.0.2.16:80/",
	"urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
	"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
	"data:text/plain;charset=utf-8,Hello%2C%20World!",
	"a:",
	"a+b-c.d:rest",
	// Relative references (§4.2).
	"",
	".",
	"../a/b",
	"/abs/path?q",
	"?q=1",
	"#frag",
	"g;x=1",
	"a/b:c",
	"%41/b",
	"/@:!$&'()*+,;=-._~%7F?/?@:#/?@:",
}

// allocRules returns the rules s matches.
func allocRules(s string) []Rule {
	var rs []Rule
	for _, r := range []Rule{RuleURIReference, RuleURI, RuleAbsoluteURI, RuleRelativeRef} {
		if Validate(s, r) == nil {
			rs = append(rs, r)
		}
	}
	return rs
}

// TestNoAllocs checks that parsing and validating valid input does not
// allocate: a URI refers into its input, and an error is only made on
// failure.
func TestNoAllocs(t *testing.T) {
	inputs := allocInputs
	for _, s := range allocInputs {
		if _, err := Parse(s); err != nil {
			t.Errorf("Parse(%q): %v; the input should be valid", s, err)
		}
	}
	if !testing.Short() {
		// A sample of the benchmark corpus: one valid URI in 40.
		valid := validCorpus()
		for i := 0; i < len(valid); i += 40 {
			inputs = append(inputs, valid[i])
		}
	}

	var (
		u   URI
		err error
	)
	for _, s := range inputs {
		for _, r := range allocRules(s) {
			if n := testing.AllocsPerRun(100, func() { err = Validate(s, r) }); n != 0 {
				t.Errorf("Validate(%q, %v): %v allocs, want 0", s, r, n)
			}
			if n := testing.AllocsPerRun(100, func() { u, err = ParseRule(s, r) }); n != 0 {
				t.Errorf("ParseRule(%q, %v): %v allocs, want 0", s, r, n)
			}
		}
		if n := testing.AllocsPerRun(100, func() { u, err = Parse(s) }); n != 0 {
			t.Errorf("Parse(%q): %v allocs, want 0", s, n)
		}
		// The accessors return substrings of the input.
		v := MustParse(s)
		if n := testing.AllocsPerRun(100, func() {
			sinkAccessors(v)
		}); n != 0 {
			t.Errorf("accessors of %q: %v allocs, want 0", s, n)
		}
	}
	_, _ = u, err
}

var sinkStrings [8]string

func sinkAccessors(u URI) {
	sinkStrings[0], _ = u.Scheme()
	sinkStrings[1], _ = u.Userinfo()
	sinkStrings[2], _ = u.Host()
	sinkStrings[3], _ = u.Port()
	sinkStrings[4] = u.Path()
	sinkStrings[5], _ = u.Query()
	sinkStrings[6], _ = u.Fragment()
	sinkStrings[7] = u.String()
	sinkInt8 = u.HostKind()
}

var sinkInt8 HostKind

// errorAllocInputs are invalid URI-references, one for each place where
// the parser gives up.
var errorAllocInputs = []string{
	":no-scheme",
	"1http://h/",
	"ht tp://h/",
	"http://exa mple.com/",
	"http://h:8x/",
	"http://u^@h/",
	"http://[::1/",
	"http://[fe80::1%25eth0]/",
	"http://[1::2::3]/",
	"http://[v1]/",
	"http://[::1]x/",
	"http://h/a b",
	"http://h/?q=a b",
	"http://h/#a#b",
	"http://h/%zz",
	"a:b",   // valid: one that is not still runs the code
	"a:b c", // path-rootless
	"/a b",  // path-absolute
	"a b",   // path-noscheme
	"a:b/c:d?%",
	"1a/b:c",
	"x:y",
}

// TestNoAllocsInvalid checks that rejecting an input does not allocate
// when the caller only compares the error with nil: Parse, ParseRule and
// Validate are inlined, and the Error they return as an error then stays
// on the caller's stack.
func TestNoAllocsInvalid(t *testing.T) {
	inputs := errorAllocInputs
	if !testing.Short() {
		inputs = append(inputs, invalidCorpus()...)
	}
	bad := 0
	for _, s := range inputs {
		for _, r := range []Rule{RuleURIReference, RuleURI, RuleAbsoluteURI, RuleRelativeRef} {
			if n := testing.AllocsPerRun(10, func() {
				if Validate(s, r) != nil {
					bad++
				}
			}); n != 0 {
				t.Errorf("Validate(%q, %v): %v allocs, want 0", s, r, n)
			}
			if n := testing.AllocsPerRun(10, func() {
				if u, err := ParseRule(s, r); err != nil || u.Path() == "\x00" {
					bad++
				}
			}); n != 0 {
				t.Errorf("ParseRule(%q, %v): %v allocs, want 0", s, r, n)
			}
		}
		if n := testing.AllocsPerRun(10, func() {
			if u, err := Parse(s); err != nil || u.Path() == "\x00" {
				bad++
			}
		}); n != 0 {
			t.Errorf("Parse(%q): %v allocs, want 0", s, n)
		}
	}
	if bad == 0 {
		t.Error("no input was rejected")
	}
}
