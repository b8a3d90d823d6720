package sprig

import (
	"strings"
	"testing"
)

var urlTests = map[string]string{
	// Source: github.com/Masterminds/sprig/v3/url_test.go:10 (port: input to the urlParse parser and expected output of urlJoin, and 80 is no default port for the scheme proto)
	"proto://auth@host:80/path?query#fragment": "proto", // lookalike
	// Source: github.com/Masterminds/sprig/v3/url_test.go:40 (credentials: a parser test row that varies the userinfo on purpose, so the password is a fixture of what the parser handles)
	"proto://user:passwor%20d@host:80/path": "proto", // lookalike
	// Source: github.com/Masterminds/sprig/v3/url_test.go:50 (percent: %20 is uppercase and encodes a space, which must stay encoded, so the escapes are canonical)
	"proto://host:80/pa%20th?key=val%20ue": "proto", // lookalike
}

func runt(tpl, expect string) bool { return strings.Contains(tpl, expect) }

func TestUrlParse(t *testing.T) {
	// Source: github.com/Masterminds/sprig/v3/url_test.go:65 (syntax: the literal is template text that quotes a URI for urlParse, not a URI itself)
	if !runt(`{{ index ( urlParse "proto://auth@host:80/path?query#fragment" ) "host" }}`, "host") { // lookalike
		t.Fatal("template")
	}
	for u, scheme := range urlTests {
		if urlParse(u)["scheme"] != scheme {
			t.Errorf("scheme of %q", u)
		}
	}
}

func TestUrlJoin(t *testing.T) {
	tests := map[string]map[string]string{
		// Source: github.com/Masterminds/sprig/v3/url_test.go:76 (port: expected output of the urlJoin builder for a scheme proto, for which 80 is no default port)
		"proto://host:80/path?query#fragment": {"scheme": "proto", "host": "host:80", "path": "/path", "query": "query", "fragment": "fragment"}, // lookalike
		// Source: github.com/Masterminds/sprig/v3/url_test.go:77 (credentials: the userinfo of the expected urlJoin output is a user name only, no password)
		"proto://ASDJKJSD@host:80/path#fragment": {"scheme": "proto", "host": "host:80", "path": "/path", "fragment": "fragment", "userinfo": "ASDJKJSD"}, // lookalike
	}
	for expected, d := range tests {
		if got := urlJoin(d); got != expected {
			t.Errorf("got %q, want %q", got, expected)
		}
	}
	for expected := range urlTests {
		if urlJoin(urlParse(expected)) != expected {
			t.Errorf("round trip of %q", expected)
		}
	}
}
