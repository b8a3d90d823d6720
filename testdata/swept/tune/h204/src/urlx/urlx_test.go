package urlx_test

import (
	"fmt"
	"strings"
	"testing"

	"urlx"
)

// TestParse feeds a table of raw inputs to the parser/normaliser urlx.Parse and
// compares url.String() with the expected out; rows with err: true must fail.
func TestParse(t *testing.T) {
	tests := []struct {
		in  string
		out string
		err bool
	}{
		// Test schemes:
		{in: "http://example.com", out: "http://example.com"},
		// Source: github.com/goware/urlx/urlx_test.go:24 (schemecase: upper-case scheme fed to the parser that lowercases it, the row's very point; rule 2c)
		{in: "HTTP://x.example.com", out: "http://x.example.com"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:27 (hostform: a single-label host given as parser input in a table varying the host on purpose; rules 2c and 2d)
		{in: "http://kubernetes-service", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:27 (hostform: expected parser output for the single-label host row; rules 2c and 2d)
			out: "http://kubernetes-service"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:29 (schemecase: upper-case scheme as parser input, lowercased in the expected output; rule 2c)
		{in: "HTTPS://example.com", out: "https://example.com"}, // lookalike

		// Empty scheme defaults to http:
		{in: "localhost:80",
			// Source: github.com/goware/urlx/urlx_test.go:39 (port: expected parser output keeping :80, the parser keeps ports and Normalize strips them; rule 2c)
			out: "http://localhost:80"}, // lookalike
		{in: "user.local:80",
			// Source: github.com/goware/urlx/urlx_test.go:42 (port: expected parser output keeping the default port, a row varying the port on purpose; rules 2c and 2d)
			out: "http://user.local:80"}, // lookalike
		{in: "kubernetes-service",
			// Source: github.com/goware/urlx/urlx_test.go:44 (hostform: expected parser output for a bare single-label host input; rule 2c)
			out: "http://kubernetes-service"}, // lookalike
		{in: "kubernetes-service:80",
			// Source: github.com/goware/urlx/urlx_test.go:45 (port: expected parser output with the default port kept, rows vary the port on purpose; rules 2c and 2d)
			out: "http://kubernetes-service:80"}, // lookalike
		{in: "kubernetes-service:8080",
			// Source: github.com/goware/urlx/urlx_test.go:46 (hostform: expected parser output, single-label host with a valid port; rule 2c)
			out: "http://kubernetes-service:8080"}, // lookalike
		{in: "127.0.0.1:80",
			// Source: github.com/goware/urlx/urlx_test.go:48 (port: expected parser output keeping :80 for an IPv4 host; rules 2c and 2d)
			out: "http://127.0.0.1:80"}, // lookalike

		// Keep the port even on matching scheme:
		// Source: github.com/goware/urlx/urlx_test.go:54 (port: the group says keep the port even on matching scheme, input to the parser; rules 2b and 2c)
		{in: "http://localhost:80", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:54 (port: expected output of the same keep-the-port row; rule 2c)
			out: "http://localhost:80"}, // lookalike
		{in: "[2001:db8:a0b:12f0::80]:80",
			// Source: github.com/goware/urlx/urlx_test.go:57 (port: expected parser output keeping :80 on an IPv6 host, in the keep-the-port group; rule 2c)
			out: "http://[2001:db8:a0b:12f0::80]:80"}, // lookalike

		// Test domains, subdomains etc.:
		{in: "subdomain_test.example.com",
			// Source: github.com/goware/urlx/urlx_test.go:65 (hostform: underscore in a label is what the host checker's domain regexp allows on purpose, expected parser output; rule 2c)
			out: "http://subdomain_test.example.com"}, // lookalike

		// Test userinfo:
		{in: "user@example.com",
			// Source: github.com/goware/urlx/urlx_test.go:68 (credentials: userinfo with no password, expected output of the userinfo rows of the parser test; rule 2c)
			out: "http://user@example.com"}, // lookalike
		{in: "user:passwd@example.com",
			// Source: github.com/goware/urlx/urlx_test.go:69 (credentials: a sample password in the Test userinfo group of the parser, which is what the parser must carry through; rules 2b and 2c)
			out: "http://user:passwd@example.com"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:70 (credentials: userinfo with a sample password as parser input in the Test userinfo group; rule 2c)
		{in: "https://user:passwd@subsub.sub.example.com", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:70 (credentials: expected parser output of the userinfo row; rule 2c)
			out: "https://user:passwd@subsub.sub.example.com"}, // lookalike

		// Lowercase scheme and host by default. Let net/url normalize URL by default:
		// Source: github.com/goware/urlx/urlx_test.go:73 (hostcase: mixed-case scheme and host fed to the parser whose job is lowercasing them; rule 2c)
		{in: "hTTp://subSUB.sub.EXAMPLE.COM/x//////y///foo.mp3?c=z&a=x&b=y#t=20", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:73 (dotsegment: duplicate slashes kept in the expected parser output on purpose, Normalize removes them; rule 2c)
			out: "http://subsub.sub.example.com/x//////y///foo.mp3?c=z&a=x&b=y#t=20"}, // lookalike

		// IDNA Punycode domains.
		// Source: github.com/goware/urlx/urlx_test.go:77 (hostform: non-ASCII host as input to the IDNA rows of the parser test; rule 2c)
		{in: "http://www.žluťoučký-kůň.cz/úpěl-ďábelské-ódy", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:77 (hostform: percent-encoded IDN host is what net/url String gives, expected output noted in a TODO; rule 2c)
			out: "http://www.%C5%BElu%C5%A5ou%C4%8Dk%C3%BD-k%C5%AF%C5%88.cz/%C3%BAp%C4%9Bl-%C4%8F%C3%A1belsk%C3%A9-%C3%B3dy"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:78 (syntax: non-ASCII path as input to the IDNA rows of the parser; rule 2c)
		{in: "http://www.xn--luouk-k-z2a6lsyxjlexh.cz/úpěl-ďábelské-ódy", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:78 (syntax: %XX escapes of UTF-8 are no format verbs; a valid expected parser output; rule 2c)
			out: "http://www.xn--luouk-k-z2a6lsyxjlexh.cz/%C3%BAp%C4%9Bl-%C4%8F%C3%A1belsk%C3%A9-%C3%B3dy"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:79 (hostform: non-ASCII host and path as IDNA parser input; rule 2c)
		{in: "http://żółć.pl/żółć.html", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:79 (hostform: percent-encoded IDN host expected from the parser; rule 2c)
			out: "http://%C5%BC%C3%B3%C5%82%C4%87.pl/%C5%BC%C3%B3%C5%82%C4%87.html"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:80 (syntax: punycode host with a non-ASCII path as IDNA parser input; rule 2c)
		{in: "http://xn--kda4b0koi.pl/żółć.html", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:80 (syntax: percent escapes of UTF-8 in the expected path, valid; rule 2c)
			out: "http://xn--kda4b0koi.pl/%C5%BC%C3%B3%C5%82%C4%87.html"}, // lookalike

		// IANA TLDs.
		// Source: github.com/goware/urlx/urlx_test.go:84 (hostform: non-ASCII TLD as input to the IANA TLD rows; rule 2c)
		{in: "https://pressly.餐厅", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:84 (hostform: percent-encoded TLD expected from the parser, noted in a TODO; rule 2c)
			out: "https://pressly.%E9%A4%90%E5%8E%85"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:85 (hostform: non-ASCII TLD as parser input; rule 2c)
		{in: "https://pressly.组织机构", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:85 (hostform: percent-encoded TLD expected from the parser; rule 2c)
			out: "https://pressly.%E7%BB%84%E7%BB%87%E6%9C%BA%E6%9E%84"}, // lookalike

		// Some obviously wrong data:
		{in: "javascript:evilFunction()", err: true},
		// Source: github.com/goware/urlx/urlx_test.go:93 (plainhttp: plain http to a public host as parser input, the parser never connects; rule 2c)
		{in: "http://www.google.com", out: "http://www.google.com"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:95 (hostcase: upper-case scheme and host as input to the lowercasing parser; rule 2c)
		{in: "HTTP://WWW.GOOGLE.COM", out: "http://www.google.com"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:96 (hostcase: mixed-case host as input to the lowercasing parser; rule 2c)
		{in: "HTTPS://WWW.google.COM", out: "https://www.google.com"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:97 (sink: broken :/ in a row that expects an error; rule 2a)
		{in: "http:/www.google.com", err: true}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:98 (sink: empty host in a row that expects an error; rule 2a)
		{in: "http:///www.google.com", err: true}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:101 (sink: broken :/ again in a row expecting an error; rule 2a)
		{in: "http:/www.google.com", err: true}, // lookalike
	}

	for _, tt := range tests {
		url, err := urlx.Parse(tt.in)
		if err != nil {
			if !tt.err {
				t.Errorf(`"%s": unexpected error "%v"`, tt.in, err)
			}
			continue
		}
		if tt.err && err == nil {
			t.Errorf(`"%s": expected error`, tt.in)
			continue
		}
		if url.String() != tt.out {
			t.Errorf(`"%s": got "%s", want "%v"`, tt.in, url, tt.out)
		}

		// If the above defaulted to HTTP, let's test HTTPS too.
		// Source: github.com/goware/urlx/urlx_test.go:121 (sink: a bare scheme prefix only searched for with HasPrefix, no URI use; rule on compared values)
		if !strings.HasPrefix(strings.ToLower(tt.in), "http://") && // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:121 (sink: the same prefix compared against the expected output, no URI use; rule on values only compared)
			strings.HasPrefix(tt.out, "http://") { // lookalike
			url, err := urlx.ParseWithDefaultScheme(tt.in, "https")
			if err != nil {
				continue
			}
			// Source: github.com/goware/urlx/urlx_test.go:129 (sink: a bare https:// prefix only compared with HasPrefix, no URI use; rule on values only compared)
			if !strings.HasPrefix(url.String(), "https://") { // lookalike
				// Source: github.com/goware/urlx/urlx_test.go:130 (syntax: a failure message with format verbs around a scheme, prose; rule 4)
				t.Errorf("%q: expected %q with https:// prefix, got %q", tt.in, tt.out, url.String()) // lookalike
			}
		}
	}
}

// TestURLNormalize feeds a table to urlx.Normalize, whose job is removing default
// ports, duplicate slashes and dot segments and decoding punycode.
func TestURLNormalize(t *testing.T) {
	tests := []struct {
		in  string
		out string
		err bool
	}{
		// Remove default port:
		// Source: github.com/goware/urlx/urlx_test.go:147 (port: default port as input to the Remove default port rows of the normaliser; rule 2c)
		{in: "http://example.com:80/index.html", out: "http://example.com/index.html"}, // lookalike

		// Remove duplicate slashes.
		// Source: github.com/goware/urlx/urlx_test.go:173 (dotsegment: duplicate slashes as input to the normaliser row that removes them; rule 2c)
		{in: "http://example.com///x//////y///index.html", out: "http://example.com/x/y/index.html"}, // lookalike

		// Remove unnecesary dots from path:
		// Source: github.com/goware/urlx/urlx_test.go:176 (dotsegment: dot segments as input to the normaliser row that removes them; rule 2c)
		{in: "http://example.com/./x/y/z/../index.html", out: "http://example.com/x/y/index.html"}, // lookalike

		// Decode Punycode into UTF8.
		// Source: github.com/goware/urlx/urlx_test.go:188 (syntax: non-ASCII path in the punycode-decoding row of the normaliser; rule 2c)
		{in: "http://www.xn--luouk-k-z2a6lsyxjlexh.cz/úpěl-ďábelské-ódy", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:188 (hostform: the Unicode host is the normaliser's documented output, Decode Punycode into UTF8; rule 2c)
			out: "http://www.žluťoučký-kůň.cz/%C3%BAp%C4%9Bl-%C4%8F%C3%A1belsk%C3%A9-%C3%B3dy"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:189 (syntax: non-ASCII path as normaliser input in the punycode row; rule 2c)
		{in: "http://xn--kda4b0koi.pl/żółć.html", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:189 (hostform: Unicode host as the normaliser's expected punycode-decoded output; rule 2c)
			out: "http://żółć.pl/%C5%BC%C3%B3%C5%82%C4%87.html"}, // lookalike

		// Source: github.com/goware/urlx/urlx_test.go:193 (hostcase: upper-case host as input to the normaliser that lowercases it; rule 2c)
		{in: "HTTP://WWW.GOOGLE.COM", out: "http://www.google.com"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:194 (schemecase: upper-case scheme as input to the lowercasing normaliser; rule 2c)
		{in: "HTTPS://WWW.google.COM", out: "https://www.google.com"}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:195 (sink: broken :/ in a row expecting an error; rule 2a)
		{in: "http:/www.google.com", err: true}, // lookalike
		// Source: github.com/goware/urlx/urlx_test.go:196 (sink: empty host in a row expecting an error; rule 2a)
		{in: "http:///www.google.com", err: true}, // lookalike
	}

	for _, tt := range tests {
		u, _ := urlx.Parse(tt.in)
		url, err := urlx.Normalize(u)
		if err != nil {
			if !tt.err {
				t.Errorf(`%v: unexpected error \"%v\"`, tt.in, err)
			}
			continue
		}
		if url != tt.out {
			t.Errorf(`%v: got "%v", want "%v"`, tt.in, url, tt.out)
		}
	}
}

func TestURIEncode(t *testing.T) {
	tests := []struct {
		in  string
		out string
		err bool
	}{
		// Source: github.com/goware/urlx/urlx_test.go:255 (syntax: spaces in the path are the input the encoder under test must escape; rule 2c)
		{in: "http://site.com/image/Look At Me.jpg", // lookalike
			// Source: github.com/goware/urlx/urlx_test.go:255 (syntax: %20 escapes are the encoder's valid expected output, no format verbs; rule 2c)
			out: "http://site.com/image/Look%20At%20Me.jpg"}, // lookalike
	}

	for _, tt := range tests {
		u, err := urlx.URIEncode(tt.in)
		if !tt.err && err != nil {
			t.Errorf(`%v: unexpected error \"%v\"`, tt.in, err)
			continue
		}
		if tt.out != "" && tt.out != fmt.Sprint(u) {
			t.Errorf(`%v: got "%v", want "%v"`, tt.in, u, tt.out)
		}
	}
}
