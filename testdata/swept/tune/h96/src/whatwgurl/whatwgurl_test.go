package whatwgurl

import (
	"fmt"
	"testing"
)

func TestNewRemoveUserInfo(t *testing.T) {
	c := New(WithRemoveUserInfo(), WithRemoveFragment())
	// Source: github.com/nlnwa/whatwg-url/canonicalizer/example_test.go:26 (credentials: a user-only userinfo is input to a canonicaliser configured to remove userinfo, rule 2c; uniform sample of 16 of 32 distinct look-alike lines)
	in, want := "http://user@example.com/a//d?b#c", "http://example.com/a//d?b" // lookalike
	u, err := c.Parse(in)
	if err == nil && u.String() != want {
		t.Errorf("Parse(%q) = %v, want %v", in, u, want)
	}
}

func TestGoogleSafeBrowsing(t *testing.T) {
	tests := []struct {
		name    string
		args    string
		want    string
		wantErr bool
	}{
		// Source: github.com/nlnwa/whatwg-url/canonicalizer/profiles_test.go:13 (percent: encoded digits are input to the Safe Browsing canonicaliser that decodes them, rules 2c and 2d; uniform sample of 16 of 32 distinct look-alike lines)
		{"2", "http://host/%25%32%35%25%32%35", "http://host/%25%25", false}, // lookalike
		// Source: github.com/nlnwa/whatwg-url/canonicalizer/profiles_test.go:15 (percent: encoded unreserved digits inside a segment are canonicaliser input, rules 2c and 2d; uniform sample of 16 of 32 distinct look-alike lines)
		{"4", "http://host/asdf%25%32%35asd", "http://host/asdf%25asd", false}, // lookalike
		// Source: github.com/nlnwa/whatwg-url/canonicalizer/profiles_test.go:18 (percent: lowercase hex and encoded unreserved characters in host and path are canonicaliser input with the decoded form expected, rule 2c; uniform sample of 16 of 32 distinct look-alike lines)
		{"7", "http://%31%36%38%2e%31%38%38%2e%39%39%2e%32%36/%2E%73%65%63%75%72%65/%77%77%77%2E%65%62%61%79%2E%63%6F%6D/", "http://168.188.99.26/.secure/www.ebay.com/", false}, // lookalike
		// Source: github.com/nlnwa/whatwg-url/canonicalizer/profiles_test.go:21 (hostform: a decimal IPv4 host is canonicaliser input with the dotted form expected, rule 2c; uniform sample of 16 of 32 distinct look-alike lines)
		{"10", "http://3279880203/blah", "http://195.127.0.11/blah", false}, // lookalike
		// Source: github.com/nlnwa/whatwg-url/canonicalizer/profiles_test.go:26 (hostcase: a mixed-case host is canonicaliser input with the lowercase form expected, rule 2c; uniform sample of 16 of 32 distinct look-alike lines)
		{"15", "http://www.GOOgle.com/", "http://www.google.com/", false}, // lookalike
		// Source: github.com/nlnwa/whatwg-url/canonicalizer/profiles_test.go:30 (syntax: a second question mark is legal query text and the row is canonicaliser input, rule 2c; uniform sample of 16 of 32 distinct look-alike lines)
		{"19", "http://www.google.com/q?r?", "http://www.google.com/q?r?", false}, // lookalike
		// Source: github.com/nlnwa/whatwg-url/canonicalizer/profiles_test.go:32 (syntax: a second hash in the fragment is a deliberate canonicaliser row on an evil host, rules 2b and 2c; uniform sample of 16 of 32 distinct look-alike lines)
		{"21", "http://evil.com/foo#bar#baz", "http://evil.com/foo", false}, // lookalike
		// Source: github.com/nlnwa/whatwg-url/canonicalizer/profiles_test.go:38 (syntax: leading and trailing spaces are canonicaliser input that is expected trimmed, rule 2c; uniform sample of 16 of 32 distinct look-alike lines)
		{"27", "  http://www.google.com/  ", "http://www.google.com/", false}, // lookalike
		// Source: github.com/nlnwa/whatwg-url/canonicalizer/profiles_test.go:40 (syntax: an encoded space in the host is canonicaliser input and expected output, rule 2c; uniform sample of 16 of 32 distinct look-alike lines)
		{"29", "http://%20leadingspace.com/", "http://%20leadingspace.com/", false}, // lookalike
		// Source: github.com/nlnwa/whatwg-url/canonicalizer/profiles_test.go:43 (percent: the escape encodes a reserved hash and is canonical, canonicaliser row, rule 2c; uniform sample of 16 of 32 distinct look-alike lines)
		{"32", "http://host.com/ab%23cd", "http://host.com/ab%23cd", false}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := GoogleSafeBrowsing.Parse(tt.args)
			if (err != nil) != tt.wantErr {
				t.Errorf("Parse(%v) error = %v, wantErr %v", tt.args, err, tt.wantErr)
				return
			}
			if got.String() != tt.want {
				t.Errorf("Parse(%v) = %v, want %v", tt.args, got, tt.want)
			}
		})
	}
}

func TestError(t *testing.T) {
	tests := []struct {
		name      string
		errorType ErrorType
		url       string
		failure   bool
	}{
		// Source: github.com/nlnwa/whatwg-url/errors/errors_test.go:31 (syntax: the tab after the host is the fixture of a host-invalid-code-point error row, rules 2a and 2b; uniform sample of 16 of 32 distinct look-alike lines)
		{"1", HostInvalidCodePoint, "http://example.com\t", false}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Error(tt.errorType, tt.url, tt.failure)
			t.Logf("Error: %s", err)
		})
	}
}

func ExampleUrl_Scheme() {
	// Source: github.com/nlnwa/whatwg-url/url/example_test.go:18 (port: the default port is input to the WHATWG parser that strips it, rule 2c; uniform sample of 16 of 32 distinct look-alike lines)
	u, _ := Parse("http://example.com:80/a?b#c") // lookalike
	fmt.Println(u.Scheme())
}

func TestUrl_Getters(t *testing.T) {
	tests := []struct {
		name     string
		inputURL string
		href     string
		password string
		port     string
	}{
		// Source: github.com/nlnwa/whatwg-url/url/url_test.go:354 (port: the getters table varies one URI and this row adds the default port the parser drops, rules 2c and 2d; uniform sample of 16 of 32 distinct look-alike lines)
		{"1", "HTTP://u:p@example.com:80/foo?q=1#bar", "http://u:p@example.com/foo?q=1#bar", "p", ""}, // lookalike
		// Source: github.com/nlnwa/whatwg-url/url/url_test.go:370 (schemecase: an upper-case scheme is parser input expected lowercased, rules 2c and 2d; uniform sample of 16 of 32 distinct look-alike lines)
		{"2", "HTTP://u:p@example.com/foo?q=1#bar", "http://u:p@example.com/foo?q=1#bar", "p", ""}, // lookalike
		// Source: github.com/nlnwa/whatwg-url/url/url_test.go:387 (credentials: the password is parser input and expected output with the Password getter under test, rules 2c and 2d; uniform sample of 16 of 32 distinct look-alike lines)
		{"3", "HTTP://u:p@example.com:8080/foo?q=1#bar", "http://u:p@example.com:8080/foo?q=1#bar", "p", "8080"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, _ := Parse(tt.inputURL)
			if got := u.Href(); got != tt.href {
				t.Errorf("Href() = %v, want %v", got, tt.href)
			}
			if got := u.Password(); got != tt.password {
				t.Errorf("Password() = %v, want %v", got, tt.password)
			}
			if got := u.Port(); got != tt.port {
				t.Errorf("Port() = %v, want %v", got, tt.port)
			}
		})
	}
}

func TestParseShouldNotModifyBaseUrl(t *testing.T) {
	// Source: github.com/nlnwa/whatwg-url/url/parser_test.go:237 (baseslash: a base without trailing slash and a relative reference are input to the parser's own reference resolution under test, rule 2c; not a sweep candidate)
	rawURL, ref := "http://example.org/ns/foo?adc=ghi#frag", "bar?abc=def#fragment" // lookalike
	base, err := Parse(rawURL)
	if err != nil {
		t.Fatal(err)
	}
	if _, err = base.Parse(ref); err != nil {
		t.Fatal(err)
	}
	if base.String() != rawURL {
		t.Errorf("base URL = %v, want %v", base.String(), rawURL)
	}
}
