package uri

//lint:file-ignore credentials the inputs of a URI parser's tests hold passwords on purpose

import (
	"errors"
	"strings"
	"testing"
)

// parseTests are checked against every rule: want names the rules the
// input matches ("ref" = URI-reference, "uri" = URI, "abs" =
// absolute-URI, "rel" = relative-ref); errAt is the offset reported for
// URI-reference when the input is not one.
var parseTests = []struct {
	in    string
	want  string
	errAt int
}{
	// Schemes (§3.1).
	{"http:", "ref uri abs", 0},
	{"a:b", "ref uri abs", 0},
	{"a+b-c.d:x", "ref uri abs", 0},
	{"A9:x", "ref uri abs", 0},
	{"1a:b", "", 0},      // scheme must start with a letter
	{":b", "", 0},        // no scheme before ':'
	{"a_b:c", "", 1},     // '_' is not a scheme character
	{"ht tp://x", "", 2}, // space in scheme

	// Authority, userinfo, port (§3.2).
	{"//h", "ref rel", 0},
	{"//", "ref rel", 0},
	{"http://", "ref uri abs", 0},
	{"http://u@h", "ref uri abs", 0},
	{"http://u:p@h:8080/x", "ref uri abs", 0},
	{"http://:@h", "ref uri abs", 0},
	{"http://h:", "ref uri abs", 0},      // empty port
	{"http://h:99999", "ref uri abs", 0}, // port = *DIGIT, no range
	{"http://h:8x", "", 10},
	{"http://h:-1", "", 9},
	{"http://u@h@x", "", 10},
	{"http://a b/", "", 8},
	{"http://u^@h", "", 8},
	{"http://h%41", "ref uri abs", 0},
	{"http://h%4", "", 8},
	{"http://h%g1", "", 8},
	{"file:///etc/hosts", "ref uri abs", 0},

	// IPv4address and reg-name (§3.2.2).
	{"http://1.2.3.4", "ref uri abs", 0},
	{"http://1.2.3.256", "ref uri abs", 0}, // a reg-name
	{"http://01.2.3.4", "ref uri abs", 0},  // a reg-name
	{"http://1.2.3", "ref uri abs", 0},     // a reg-name
	{"http://0x7f.1", "ref uri abs", 0},    // a reg-name

	// IP-literal: IPv6address (every "::" placement), IPvFuture.
	{"http://[1:2:3:4:5:6:7:8]", "ref uri abs", 0},
	{"http://[1:2:3:4:5:6:1.2.3.4]", "ref uri abs", 0},
	{"http://[::2:3:4:5:6:7:8]", "ref uri abs", 0},
	{"http://[::3:4:5:6:7:1.2.3.4]", "ref uri abs", 0},
	{"http://[1::3:4:5:6:7:8]", "ref uri abs", 0},
	{"http://[1::4:5:6:7:8]", "ref uri abs", 0},
	{"http://[1:2::4:5:6:7:8]", "ref uri abs", 0},
	{"http://[1:2:3::5:6:7:8]", "ref uri abs", 0},
	{"http://[1:2:3:4::6:7:8]", "ref uri abs", 0},
	{"http://[1:2:3:4:5::7:8]", "ref uri abs", 0},
	{"http://[1:2:3:4:5:6::8]", "ref uri abs", 0},
	{"http://[1:2:3:4:5:6:7::]", "ref uri abs", 0},
	{"http://[1:2:3:4:5::1.2.3.4]", "ref uri abs", 0},
	{"http://[1::1.2.3.4]", "ref uri abs", 0},
	{"http://[::1.2.3.4]", "ref uri abs", 0},
	{"http://[::ffff:1.2.3.4]", "ref uri abs", 0},
	{"http://[::]", "ref uri abs", 0},
	{"http://[::1]", "ref uri abs", 0},
	{"http://[1::]", "ref uri abs", 0},
	{"http://[ABCD:ef01::]", "ref uri abs", 0},
	{"http://[1:2:3:4:5:6:7]", "", 21},         // seven groups, no "::"
	{"http://[1:2:3:4:5:6:7:8:9]", "", 23},     // nine groups
	{"http://[1:2:3:4:5:6:7:8::]", "", 23},     // "::" after eight groups
	{"http://[1::2::3]", "", 13},               // two "::"
	{"http://[:1::]", "", 9},                   // single leading colon
	{"http://[1:]", "", 10},                    // single trailing colon
	{"http://[12345::]", "", 12},               // five hex digits
	{"http://[1:2:3:4:5:6:7:1.2.3.4]", "", 23}, // IPv4 too late
	{"http://[1:2:1.2.3.4]", "", 13},           // IPv4 too early
	{"http://[::1.2.3]", "", 15},               // short IPv4
	{"http://[::01.2.3.4]", "", 11},            // leading zero in IPv4
	{"http://[::1.2.3.256]", "", 18},           // octet out of range
	{"http://[fe80::1%25eth0]", "", 15},        // zone identifier (RFC 6874)
	{"http://[::1", "", 11},                    // unclosed
	{"http://[::1]x", "", 12},
	{"http://[::1]:80", "ref uri abs", 0},
	{"http://[v1.x]", "ref uri abs", 0},
	{"http://[V1F.a:b!]", "ref uri abs", 0}, // "v" is case-insensitive
	{"http://[v.x]", "", 9},
	{"http://[v1]", "", 10},
	{"http://[v1.]", "", 11},
	{"http://::1/", "", 8},                // unbracketed IPv6: empty host, then a port that cannot hold ':'
	{"http://[1:2:3:4:5:6:7::8]", "", 23}, // eight groups and "::"

	// Paths (§3.3), including "//" without authority and colons.
	{"a:/b//c", "ref uri abs", 0},
	{"a:b:c", "ref uri abs", 0},
	{"a:b/c", "ref uri abs", 0},
	{"/a:b", "ref rel", 0},
	{"./a:b", "ref rel", 0},
	{"a/b:c", "ref rel", 0},
	{"a@b", "ref rel", 0},
	{"/", "ref rel", 0},
	{"", "ref rel", 0},
	{".", "ref rel", 0},
	{"a b", "", 1},
	{"/a b", "", 2},
	{"/a[b]", "", 2}, // brackets outside the host
	{"/é", "", 1},    // non-ASCII
	{"/%C3%A9", "ref rel", 0},
	{"/a\\b", "", 2},
	{"/a%", "", 2},
	{"/a%2", "", 2},

	// Query and fragment (§3.4, §3.5).
	{"?", "ref rel", 0},
	{"#", "ref rel", 0},
	{"?a=b/c?d:e@f", "ref rel", 0},
	{"#a/b?c", "ref rel", 0},
	{"http://h?q#f", "ref uri", 0},
	{"http://h?q", "ref uri abs", 0},
	{"http://h#f#g", "", 10},
	{"http://h?a b", "", 10},
	{"http://h?[x]", "", 9},
	{"http://h#%zz", "", 9},
}

func TestParseRules(t *testing.T) {
	rules := map[string]Rule{"ref": RuleURIReference, "uri": RuleURI, "abs": RuleAbsoluteURI, "rel": RuleRelativeRef}
	for _, tt := range parseTests {
		want := strings.Fields(tt.want)
		for name, r := range rules {
			err := Validate(tt.in, r)
			if got, wantOK := err == nil, contains(want, name); got != wantOK {
				t.Errorf("Validate(%q, %v) = %v, want valid=%v", tt.in, r, err, wantOK)
			}
		}
		if len(want) == 0 {
			_, err := Parse(tt.in)
			var e Error
			if !errors.As(err, &e) {
				t.Errorf("Parse(%q) error = %v, want an Error", tt.in, err)
				continue
			}
			if e.Offset != tt.errAt {
				t.Errorf("Parse(%q) error offset = %d, want %d (%v)", tt.in, e.Offset, tt.errAt, err)
			}
		}
	}
}

// errorAt reports whether err is an Error at offset.
func errorAt(err error, offset int) bool {
	var e Error
	return errors.As(err, &e) && e.Offset == offset
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestRelativeRefColon(t *testing.T) {
	// A colon in the first segment is what separates relative-ref from URI.
	err := Validate("a:b", RuleRelativeRef)
	var e Error
	if !errors.As(err, &e) || e.Offset != 1 || e.Rule() != "path-noscheme" {
		t.Errorf(`Validate("a:b", RuleRelativeRef) = %v, want path-noscheme error at 1`, err)
	}
	if err := Validate("example.com/x", RuleURI); !errors.As(err, &e) || e.Rule() != "scheme" {
		t.Errorf(`Validate("example.com/x", RuleURI) = %v, want scheme error`, err)
	}
	if err := Validate("http://h#f", RuleAbsoluteURI); !errorAt(err, 8) {
		t.Errorf(`Validate("http://h#f", RuleAbsoluteURI) = %v, want error at 8`, err)
	}
}

type comps struct {
	scheme, userinfo, host, port, path, query, fragment string
	kind                                                HostKind
}

// undef marks an undefined component in componentTests.
const undef = "\x00"

func get(u URI) comps {
	d := func(s string, ok bool) string {
		if !ok {
			return undef
		}
		return s
	}
	return comps{
		scheme:   d(u.Scheme()),
		userinfo: d(u.Userinfo()),
		host:     d(u.Host()),
		port:     d(u.Port()),
		path:     u.Path(),
		query:    d(u.Query()),
		fragment: d(u.Fragment()),
		kind:     u.HostKind(),
	}
}

func TestComponents(t *testing.T) {
	tests := []struct {
		in   string
		want comps
	}{
		{"http://u:p@h:80/a?q#f", comps{"http", "u:p", "h", "80", "/a", "q", "f", HostRegName}},
		{"http://h", comps{"http", undef, "h", undef, "", undef, undef, HostRegName}},
		{"http://h?", comps{"http", undef, "h", undef, "", "", undef, HostRegName}}, // empty, defined query (§5.3)
		{"http://h#", comps{"http", undef, "h", undef, "", undef, "", HostRegName}},
		{"http://h:/", comps{"http", undef, "h", "", "/", undef, undef, HostRegName}},
		{"http://@h", comps{"http", "", "h", undef, "", undef, undef, HostRegName}},
		{"file:///x", comps{"file", undef, "", undef, "/x", undef, undef, HostRegName}},
		{"http://[::1]:8/", comps{"http", undef, "[::1]", "8", "/", undef, undef, HostIPv6}},
		{"http://[v7.a]/", comps{"http", undef, "[v7.a]", undef, "/", undef, undef, HostIPvFuture}},
		{"http://10.0.0.1/", comps{"http", undef, "10.0.0.1", undef, "/", undef, undef, HostIPv4}},
		{"mailto:a@b", comps{"mailto", undef, undef, undef, "a@b", undef, undef, HostNone}},
		{"urn:isbn:0451450523", comps{"urn", undef, undef, undef, "isbn:0451450523", undef, undef, HostNone}},
		{"//h/p", comps{undef, undef, "h", undef, "/p", undef, undef, HostRegName}},
		{"../a?b", comps{undef, undef, undef, undef, "../a", "b", undef, HostNone}},
		{"", comps{undef, undef, undef, undef, "", undef, undef, HostNone}},
	}
	for _, tt := range tests {
		u, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := get(u); got != tt.want {
			t.Errorf("Parse(%q) =\n%#v, want\n%#v", tt.in, got, tt.want)
		}
		if u.String() != tt.in {
			t.Errorf("Parse(%q).String() = %q", tt.in, u.String())
		}
	}
}

func TestHostAddr(t *testing.T) {
	for in, want := range map[string]string{
		"http://[::FFFF:1.2.3.4]/": "::ffff:1.2.3.4",
		"http://127.0.0.1/":        "127.0.0.1",
		"http://[2001:DB8::1]":     "2001:db8::1",
	} {
		a, ok := MustParse(in).HostAddr()
		if !ok || a.String() != want {
			t.Errorf("HostAddr(%q) = %v, %v; want %s", in, a, ok, want)
		}
	}
	if _, ok := MustParse("http://127.1/").HostAddr(); ok {
		t.Error(`HostAddr("http://127.1/") is an address; want a reg-name`)
	}
}

func TestErrorText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"http://exa mple.com/", `uri: "http://exa mple.com/": invalid character in host: ' ' at offset 10 (reg-name)`},
		{"https://user:hunter2@host:x/", `uri: "https://user:***@host:x/": invalid character in port: 'x' at offset 26 (port)`},
		// The bad byte is in the password: neither it nor the password shows.
		{"http://u:s3cr^t@h/", `uri: "http://u:***@h/": invalid character in userinfo at offset 13 (userinfo)`},
		{"/é x", `uri: "/é x": invalid character in path: 'é' at offset 1 (path-absolute)`},
		{"/\x00", `uri: "/\x00": invalid character in path: '\x00' at offset 1 (path-absolute)`},
		{"/\xff", `uri: "/\xff": invalid character in path: '\xff' at offset 1 (path-absolute)`},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) error:\n got %v\nwant %s", tt.in, err, tt.want)
		}
	}
}

// TestErrorCodes gives an input for each code of RFC 3986, with the rule
// and section the error names.
func TestErrorCodes(t *testing.T) {
	tests := []struct {
		in      string
		rule    Rule
		code    Code
		name    string // Error.Rule
		section string
	}{
		{"//h", RuleURI, CodeMissingScheme, "scheme", "RFC 3986 §3.1"},
		{":x", RuleURIReference, CodeEmptyScheme, "scheme", "RFC 3986 §3.1"},
		{"1a:b", RuleURIReference, CodeSchemeStart, "scheme", "RFC 3986 §3.1"},
		{"a_b:c", RuleURIReference, CodeInvalidCharScheme, "scheme", "RFC 3986 §3.1"},
		{"/a%2", RuleURIReference, CodeInvalidPercent, "pct-encoded", "RFC 3986 §2.1"},
		{"http://u^@h", RuleURI, CodeInvalidCharUserinfo, "userinfo", "RFC 3986 §3.2.1"},
		{"http://a b/", RuleURI, CodeInvalidCharHost, "reg-name", "RFC 3986 §3.2.2"},
		{"http://h:8x", RuleURI, CodeInvalidCharPort, "port", "RFC 3986 §3.2.3"},
		{"http://[::1]x", RuleURI, CodeInvalidCharAfterIPLiteral, "authority", "RFC 3986 §3.2"},
		{"http://[::1x]", RuleURI, CodeInvalidCharIPLiteral, "IP-literal", "RFC 3986 §3.2.2"},
		{"http://[::1", RuleURI, CodeMissingBracket, "IP-literal", "RFC 3986 §3.2.2"},
		{"http://[v.x]", RuleURI, CodeIPvFutureVersion, "IPvFuture", "RFC 3986 §3.2.2"},
		{"http://[v1]", RuleURI, CodeIPvFutureDot, "IPvFuture", "RFC 3986 §3.2.2"},
		{"http://[v1.]", RuleURI, CodeIPvFutureAddress, "IPvFuture", "RFC 3986 §3.2.2"},
		{"http://[1:2:3:4:5:6:7]", RuleURI, CodeIPv6TooShort, "IPv6address", "RFC 3986 §3.2.2"},
		{"http://[:1::]", RuleURI, CodeIPv6Start, "IPv6address", "RFC 3986 §3.2.2"},
		{"http://[1:::]", RuleURI, CodeIPv6Hex, "IPv6address", "RFC 3986 §3.2.2"},
		{"http://[12345::]", RuleURI, CodeIPv6GroupLen, "IPv6address", "RFC 3986 §3.2.2"},
		{"http://[1:2:3:4:5:6:7:8:9]", RuleURI, CodeIPv6TooManyGroups, "IPv6address", "RFC 3986 §3.2.2"},
		{"http://[1::2::3]", RuleURI, CodeIPv6DoubleEllipsis, "IPv6address", "RFC 3986 §3.2.2"},
		{"http://[1:2:1.2.3.4]", RuleURI, CodeIPv6IPv4Position, "IPv6address", "RFC 3986 §3.2.2"},
		{"http://[::1.2.3.256]", RuleURI, CodeIPv6IPv4, "IPv6address", "RFC 3986 §3.2.2"},
		{"http://[fe80::1%25eth0]", RuleURI, CodeZoneID, "IPv6address", "RFC 3986 §3.2.2"},
		{"http://h/a b", RuleURI, CodeInvalidCharPathAbempty, "path-abempty", "RFC 3986 §3.3"},
		{"/a b", RuleURIReference, CodeInvalidCharPathAbsolute, "path-absolute", "RFC 3986 §3.3"},
		{"a:b c", RuleURI, CodeInvalidCharPathRootless, "path-rootless", "RFC 3986 §3.3"},
		{"a b", RuleURIReference, CodeInvalidCharPathNoScheme, "path-noscheme", "RFC 3986 §3.3"},
		{"a:b", RuleRelativeRef, CodeColonInFirstSegment, "path-noscheme", "RFC 3986 §4.2"},
		{"http://h?a b", RuleURI, CodeInvalidCharQuery, "query", "RFC 3986 §3.4"},
		{"http://h#a#", RuleURI, CodeInvalidCharFragment, "fragment", "RFC 3986 §3.5"},
		{"http://h#f", RuleAbsoluteURI, CodeFragmentNotAllowed, "absolute-URI", "RFC 3986 §4.3"},
	}
	seen := map[Code]bool{}
	for _, tt := range tests {
		var e Error
		if err := Validate(tt.in, tt.rule); !errors.As(err, &e) {
			t.Errorf("Validate(%q, %v) = %v, want an Error", tt.in, tt.rule, err)
			continue
		}
		seen[e.Code] = true
		if e.Code != tt.code || e.Rule() != tt.name || e.Section() != tt.section || e.Msg() != tt.code.Msg() || e.Production() != tt.rule.String() {
			t.Errorf("Validate(%q, %v): code %d (%s, %s, %s), production %q; want code %d (%s, %s)",
				tt.in, tt.rule, e.Code, e.Rule(), e.Msg(), e.Section(), e.Production(), tt.code, tt.name, tt.section)
		}
	}
	for c := CodeTooLong + 1; c <= CodeFragmentNotAllowed; c++ {
		if !seen[c] {
			t.Errorf("no test for code %d (%s)", c, c)
		}
	}
}

// TestCodes checks that every code has a message and a section, and that
// no two codes are the same failure.
func TestCodes(t *testing.T) {
	seen := map[string]Code{}
	for c := CodeTooLong; c < numCodes; c++ {
		if c.Msg() == "" || !strings.HasPrefix(c.Section(), "RFC ") && c != CodeTooLong {
			t.Errorf("code %d: message %q, section %q", c, c.Msg(), c.Section())
		}
		key := c.Rule() + ": " + c.Msg()
		if d, ok := seen[key]; ok {
			t.Errorf("codes %d and %d are both %q", d, c, key)
		}
		seen[key] = c
	}
	if got := Code(0).String(); got != "Code(0)" {
		t.Errorf("Code(0).String() = %q", got)
	}
	// CodeTooLong names the rule that was asked for.
	e := Error{Input: "x", Offset: 1, Code: CodeTooLong, form: formOf(RuleAbsoluteURI)}
	if e.Rule() != "absolute-URI" || e.Section() != "RFC 3986 §4.3" || e.Error() != `uri: "x": input too long at offset 1 (absolute-URI)` {
		t.Errorf("too long: rule %q, section %q, text %q", e.Rule(), e.Section(), e.Error())
	}
}

func TestRedact(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://user:secret@host/", "https://user:***@host/"},
		{"https://user@host/", "https://user@host/"},
		{"https://user:@host/", "https://user:@host/"},
		{"https://host/?next=a:b@c", "https://host/?next=a:b@c"},
		{"https://u:p@ss@host/", "https://u:***@host/"},                    // unencoded '@' in the password
		{"http//u:p@h/x", "http//u:***@h/x"},                               // missing ':'
		{"http:/u:p@h/x", "http:/u:***@h/x"},                               // missing '/'
		{"user:pass@tcp(db:3306)/x", "user:***@tcp(db:3306)/x"},            // MySQL DSN
		{"mysql://user:pa#ss@(db:3306)/x", "mysql://user:***@(db:3306)/x"}, // a raw '#' in a DSN's password
		{"mysql://user:pa?ss@tcp(db:3306)/x?a=b", "mysql://user:***@tcp(db:3306)/x?a=b"},
		{"https://host:8080/p?next=a@b", "https://host:8080/p?next=a@b"}, // a path: no userinfo
		{"https://host/#a:b@c", "https://host/#a:b@c"},
		{"sip:alice:secret@atlanta.com", "sip:alice:***@atlanta.com"},
		{"mailto:joe@example.com", "mailto:joe@example.com"},
		{"no userinfo", "no userinfo"},
		// Query parameters that carry secrets, by name in any case.
		{"postgres://db/app?sslmode=disable&password=hunter2", "postgres://db/app?sslmode=disable&password=***"},
		{"https://s3.example/b/k?X-Amz-Signature=abc123&X-Amz-Date=1#frag", "https://s3.example/b/k?X-Amz-Signature=***&X-Amz-Date=1#frag"},
		{"https://u:p@h/?api_key=k1&page=2&token=t2", "https://u:***@h/?api_key=***&page=2&token=***"},
		{"https://h/?password=&sig", "https://h/?password=&sig"}, // empty: nothing to hide
		{"https://h/#password=x", "https://h/#password=x"},       // a fragment is no query
	}
	for _, tt := range tests {
		if got := Redact(tt.in); got != tt.want {
			t.Errorf("Redact(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParsePrefix(t *testing.T) {
	tests := []struct {
		in     string
		rule   Rule
		open   Component
		errAt  int // -1: no error
		scheme string
	}{
		{"HTTP://", RuleURI, ComponentAuthority, -1, "HTTP"},
		{"http:", RuleURI, ComponentAuthority, -1, "http"},
		{"http:/", RuleURI, ComponentAuthority, -1, "http"},
		{"http", RuleURI, ComponentScheme, -1, ""},
		{"localhost", RuleURIReference, ComponentScheme, -1, ""},
		{"", RuleURI, ComponentScheme, -1, ""},
		{"http://h", RuleURI, ComponentAuthority, -1, "http"},
		{"http://u@h", RuleURI, ComponentHost, -1, "http"},
		{"http://u@h:8", RuleURI, ComponentPort, -1, "http"},
		{"http://h/", RuleURI, ComponentPath, -1, "http"},
		{"http://h/a%", RuleURI, ComponentPath, -1, "http"},
		{"http://h/a%4", RuleURI, ComponentPath, -1, "http"},
		{"http://h/?a=", RuleURI, ComponentQuery, -1, "http"},
		{"http://h/#", RuleURI, ComponentFragment, -1, "http"},
		{"http://[::1", RuleURI, ComponentAuthority, -1, "http"},
		{"http://[v1", RuleURI, ComponentAuthority, -1, "http"},
		{"http://u:pa", RuleURI, ComponentAuthority, -1, "http"},
		{"/", RuleURIReference, ComponentAuthority, -1, ""},
		{"/x", RuleURIReference, ComponentPath, -1, ""},
		{"http://exa mple", RuleURI, 0, 10, ""},
		{"http://h/a b", RuleURI, 0, 10, ""},
		{"http://h/%zz", RuleURI, 0, 9, ""},
		{"http://h/#a#", RuleURI, 0, 11, ""},
		{"http://h/#", RuleAbsoluteURI, 0, 9, ""},
		{"ht tp", RuleURI, 0, 2, ""},
		{"http://[1::2::", RuleURI, 0, 13, ""},
		{"http://[fe80::1%", RuleURI, 0, 15, ""},
	}
	for _, tt := range tests {
		p, err := ParsePrefix(tt.in, tt.rule)
		if tt.errAt >= 0 {
			var e Error
			if !errors.As(err, &e) || e.Offset != tt.errAt {
				t.Errorf("ParsePrefix(%q, %v) error = %v, want one at %d", tt.in, tt.rule, err, tt.errAt)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParsePrefix(%q, %v): %v", tt.in, tt.rule, err)
			continue
		}
		if p.Open != tt.open {
			t.Errorf("ParsePrefix(%q, %v).Open = %v, want %v", tt.in, tt.rule, p.Open, tt.open)
		}
		if s, _ := p.Scheme(); s != tt.scheme {
			t.Errorf("ParsePrefix(%q, %v) scheme = %q, want %q", tt.in, tt.rule, s, tt.scheme)
		}
	}
}
