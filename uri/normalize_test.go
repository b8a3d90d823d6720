package uri

//lint:file-ignore credentials the inputs of a URI parser's tests hold passwords on purpose

import "testing"

func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"HTTP://Example.COM/a", "http://example.com/a"},     // §6.2.2.1
		{"http://h/%7euser/%2f%41", "http://h/~user/%2FA"},   // §6.2.2.1, §6.2.2.2
		{"http://%45x.com/", "http://ex.com/"},               // decoded, then lowercased
		{"http://[2001:DB8::A]/", "http://[2001:db8::a]/"},   // IPv6 hex is case-insensitive
		{"http://User:PW@h/", "http://User:PW@h/"},           // userinfo keeps its case
		{"http://h/a/./b/../c", "http://h/a/c"},              // §6.2.2.3
		{"http://h/a/%2E%2E/b", "http://h/b"},                // decoded before dot removal
		{"http://h:80/", "http://h:80/"},                     // ports are scheme-based
		{"http://h", "http://h"},                             // so is "/" for an empty path
		{"../a/./b", "../a/./b"},                             // a relative path keeps its dots
		{"/a/../b", "/b"},                                    // an absolute path does not
		{"a:/.//b", "a:/.//b"},                               // "//b" would read as an authority
		{"http://h/?%7e=%7E#%7e", "http://h/?~=~#~"},         // query and fragment too
		{"mailto:Joe@Example.COM", "mailto:Joe@Example.COM"}, // no host: case kept
		{"http://h/%c3%a9", "http://h/%C3%A9"},               // non-ASCII stays encoded
		{"HTTP://h?", "http://h?"},                           // empty query kept
	}
	for _, tt := range tests {
		u := MustParse(tt.in)
		got := u.Normalize().String()
		if got != tt.want {
			t.Errorf("Normalize(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if again := MustParse(got).Normalize().String(); again != got {
			t.Errorf("Normalize(%q) is not idempotent: %q then %q", tt.in, got, again)
		}
	}
}

func TestNormalizeScheme(t *testing.T) {
	tests := []struct{ in, want string }{
		// The equivalent forms of §6.2.3.
		{"http://example.com", "http://example.com/"},
		{"http://example.com/", "http://example.com/"},
		{"http://example.com:/", "http://example.com/"},
		{"http://example.com:80/", "http://example.com/"},
		{"HTTPS://h:443", "https://h/"},
		{"https://h:0443/", "https://h/"},
		{"http://h:0080/", "http://h/"},
		{"http://h:8080/", "http://h:8080/"},
		{"http://h:08080/", "http://h:8080/"},
		{"ws://h:80/x", "ws://h/x"},
		{"wss://h:443", "wss://h/"},
		{"ftp://h:21/x", "ftp://h/x"},
		{"ftp://h", "ftp://h"},                 // ftp does not say an empty path is "/"
		{"http://h?", "http://h/?"},            // the empty query stays
		{"foo://h:80", "foo://h:80"},           // no rules known for foo
		{"http://h:99999/", "http://h:99999/"}, // not a port, left alone
	}
	for _, tt := range tests {
		got := MustParse(tt.in).NormalizeScheme().String()
		if got != tt.want {
			t.Errorf("NormalizeScheme(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestEqual(t *testing.T) {
	same := [][2]string{
		{"http://example.com", "HTTP://EXAMPLE.COM:80/"},
		{"http://h/~a", "http://h/%7Ea"},
		{"http://h/%7ea", "http://h/%7Ea"},
		{"http://h/a/../b", "http://h/b"},
	}
	for _, p := range same {
		if !Equal(MustParse(p[0]), MustParse(p[1])) {
			t.Errorf("Equal(%q, %q) = false", p[0], p[1])
		}
	}
	different := [][2]string{
		{"http://h/a", "http://h/A"},   // paths are case-sensitive
		{"http://h/%2F", "http://h//"}, // '/' is reserved
		{"http://h/?", "http://h/"},    // an empty query is still a query
		{"http://h:81/", "http://h/"},
		{"http://u@h/", "http://U@h/"},
	}
	for _, p := range different {
		if Equal(MustParse(p[0]), MustParse(p[1])) {
			t.Errorf("Equal(%q, %q) = true", p[0], p[1])
		}
	}
}

func TestNormalizeNoAllocWhenNormal(t *testing.T) {
	u := MustParse("http://example.com/a/b?c#d")
	if n := testing.AllocsPerRun(100, func() { _ = u.Normalize() }); n != 0 {
		t.Errorf("Normalize of a normal URI allocates %v times", n)
	}
}

func TestEscapes(t *testing.T) {
	if err := CheckEscapes("a%20b%2"); !errorAt(err, 5) {
		t.Errorf("CheckEscapes: %v, want error at 5", err)
	}
	if got, err := Unescape("a%20b%C3%A9"); err != nil || got != "a bé" {
		t.Errorf("Unescape = %q, %v", got, err)
	}
	if _, err := Unescape("%zz"); err == nil {
		t.Error("Unescape(%zz) succeeded")
	}
	if got := Escape("a b/é?%", ComponentPath); got != "a%20b/%C3%A9%3F%25" {
		t.Errorf("Escape(path) = %q", got)
	}
	if got := Escape("a b/c?", ComponentQuery); got != "a%20b/c?" {
		t.Errorf("Escape(query) = %q", got)
	}
	if got := EscapeSegment("a/b"); got != "a%2Fb" {
		t.Errorf("EscapeSegment = %q", got)
	}
	if got := NormalizeEscapes("%7e%2f"); got != "~%2F" {
		t.Errorf("NormalizeEscapes = %q", got)
	}
}
