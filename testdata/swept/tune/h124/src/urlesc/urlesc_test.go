package urlesc

import (
	"net/url"
	"testing"
)

type URLTest struct {
	in        string
	out       *url.URL
	roundtrip string // expected result of reserializing the URL; empty means same as in.
}

var urltests = []URLTest{
	// no path
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:22 (plainhttp: uniform sample of 14 of 166 look-alikes; a parse and reserialize fixture of the escaper under test, never fetched, rule 2c)
	{"http://www.google.com", &url.URL{Scheme: "http", Host: "www.google.com"}, ""}, // lookalike
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:84 (escaper: uniform sample of 14 of 166 look-alikes; a query with an encoded space is a row of the escaper's roundtrip table, rule 2c)
	{"http://www.google.com/?q=go%20language", &url.URL{Scheme: "http", Host: "www.google.com", Path: "/", RawQuery: "q=go%20language"}, ""}, // lookalike
	// path without leading /, so no parsing
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:105 (syntax: an opaque form without slashes after the scheme is a deliberate row of the roundtrip table, rules 2c and 2d)
	{"http:www.google.com/?q=go+language", &url.URL{Scheme: "http", Opaque: "www.google.com/", RawQuery: "q=go+language"}, "http:www.google.com/?q=go+language"}, // lookalike
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:115 (percent: lowercase escapes in an opaque part are input and expected output of the escaper, which must keep them as they are, rule 2c)
	{"http:%2f%2fwww.google.com/?q=go+language", &url.URL{Scheme: "http", Opaque: "%2f%2fwww.google.com/", RawQuery: "q=go+language"}, "http:%2f%2fwww.google.com/?q=go+language"}, // lookalike
	// non-authority with path; the roundtrip is an unfortunate compromise
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:130 (hostform: the empty authority is the documented expected output of the serializer under test, rule 2c)
	{"mailto:/webmaster@golang.org", &url.URL{Scheme: "mailto", Path: "/webmaster@golang.org"}, "mailto:///webmaster@golang.org"}, // lookalike
	// an unescaped scheme separator in a query should not create a scheme
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:143 (syntax: uniform sample of 14 of 166 look-alikes; a URI inside a query value, named bad, is a parser fixture, rules 2b and 2c)
	{"/foo?query=http://bad", &url.URL{Path: "/foo", RawQuery: "query=http://bad"}, ""}, // lookalike
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:182 (credentials: a userinfo password is the very component the serializer's row checks, rule 2c)
	{"http://user:password@google.com", &url.URL{Scheme: "http", User: url.UserPassword("user", "password"), Host: "google.com"}, "http://user:password@google.com"}, // lookalike
	// unescaped @ in username should not confuse host
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:193 (credentials: uniform sample of 14 of 166 look-alikes; url.UserPassword with a constant password is the expected parse of a userinfo-escaping row, rule 2c)
	{"http://j@ne:password@google.com", &url.URL{Scheme: "http", User: url.UserPassword("j@ne", "password"), Host: "google.com"}, "http://j%40ne:password@google.com"}, // lookalike
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:233 (percent: uniform sample of 14 of 166 look-alikes; an escaped ampersand in a fragment is a roundtrip fixture of the escaper, rule 2c)
	{"http://www.google.com/?q=go+language#foo%26bar", &url.URL{Scheme: "http", Host: "www.google.com", Path: "/", RawQuery: "q=go+language", Fragment: "foo&bar"}, "http://www.google.com/?q=go+language#foo&bar"}, // lookalike
	// case-insensitive scheme
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:265 (schemecase: a mixed-case scheme is the input of a row whose comment says it tests case-insensitive schemes, rules 2b and 2c)
	{"MaIlTo:webmaster@golang.org", &url.URL{Scheme: "mailto", Opaque: "webmaster@golang.org"}, "mailto:webmaster@golang.org"}, // lookalike
	// escaped : / ? # [ ] @ in username and password
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:312 (credentials: uniform sample of 14 of 166 look-alikes; reserved characters escaped in a userinfo password are what the escaper row checks, rule 2c)
	{"http://%3A%2F%3F:%23%5B%5D%40@example.com", &url.URL{Scheme: "http", User: url.UserPassword(":/?", "#[]@"), Host: "example.com"}, ""}, // lookalike
}

func TestURLString(t *testing.T) {
	for _, tt := range urltests {
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q) returned error %s", tt.in, err)
			continue
		}
		expected := tt.in
		if len(tt.roundtrip) > 0 {
			expected = tt.roundtrip
		}
		if s := Escape(u); s != expected {
			t.Errorf("Escape(Parse(%q)) == %q (expected %q)", tt.in, s, expected)
		}
	}
}

var resolveReferenceTests = []struct {
	base, rel, expected string
}{
	// Remove any dot-segments prior to forming the target URI.
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:486 (dotsegment: a base with dot segments is a row of the reference-resolution table that checks their removal, rule 2c)
	{"http://foo.com/dot/./dotdot/../foo/bar", "../baz", "http://foo.com/dot/baz"}, // lookalike

	// RFC 3986: Normal Examples
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:496 (baseslash: uniform sample of 14 of 166 look-alikes; the standard's example base without trailing slash is a resolver fixture, rules 2c and 2d)
	{"http://a/b/c/d;p?q", "g:h", "g:h"}, // lookalike
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:502 (baseslash: uniform sample of 14 of 166 look-alikes; a query-only reference against the example base is a resolver fixture, rule 2d)
	{"http://a/b/c/d;p?q", "?y", "http://a/b/c/d;p?y"}, // lookalike
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:508 (baseslash: uniform sample of 14 of 166 look-alikes; the last base segment is replaced on purpose in this resolver row, rule 2d)
	{"http://a/b/c/d;p?q", "g;x", "http://a/b/c/g;x"}, // lookalike
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:514 (dotsegment: uniform sample of 14 of 166 look-alikes; a parent reference is resolver input, rule 2c)
	{"http://a/b/c/d;p?q", "../", "http://a/b/"}, // lookalike

	// RFC 3986: Abnormal Examples
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:523 (dotsegment: uniform sample of 14 of 166 look-alikes; more parent segments than the base has, from the abnormal examples table, rules 2b and 2c)
	{"http://a/b/c/d;p?q", "../../../../g", "http://a/g"}, // lookalike
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:529 (dotsegment: uniform sample of 14 of 166 look-alikes; a segment that only starts with dots, from the abnormal examples table, rule 2c)
	{"http://a/b/c/d;p?q", "..g", "http://a/b/c/..g"}, // lookalike
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:535 (dotsegment: uniform sample of 14 of 166 look-alikes; a parent segment after a parameter, from the abnormal examples table, rule 2c)
	{"http://a/b/c/d;p?q", "g;x=1/../y", "http://a/b/c/y"}, // lookalike

	// Extras.
	// Source: github.com/PuerkitoBio/urlesc/urlesc_test.go:543 (hostform: uniform sample of 14 of 166 look-alikes; a single-label host from a network-path reference is resolver output, rule 2d)
	{"https://a/b/c/d;p?q", "//g#s", "https://g#s"}, // lookalike
}

func TestResolveReference(t *testing.T) {
	for _, test := range resolveReferenceTests {
		base, err := url.Parse(test.base)
		if err != nil {
			t.Fatal(err)
		}
		rel, err := url.Parse(test.rel)
		if err != nil {
			t.Fatal(err)
		}
		if got := Escape(base.ResolveReference(rel)); got != test.expected {
			t.Errorf("URL(%q).ResolveReference(%q) == %q, got %q", test.base, test.rel, test.expected, got)
		}
	}
}
