package uri

//lint:file-ignore credentials the inputs of a URI parser's tests hold passwords on purpose

import (
	"reflect"
	"strings"
	"testing"
)

func TestMaskPasswords(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{"no URI here, bob@example.com", "no URI here, bob@example.com"},
		// A diff context line, a Go literal and a message.
		{` 	u := "https://bob:s3cret@reports.example.com/daily"`, ` 	u := "https://bob:***@reports.example.com/daily"`},
		{`"postgres://app:pw@db/app", "redis://:pw2@cache:6379"`, `"postgres://app:***@db/app", "redis://:***@cache:6379"`},
		// No password, or an empty one: nothing to hide.
		{"http://bob@example.com/ http://bob:@example.com/", "http://bob@example.com/ http://bob:@example.com/"},
		// '@' and ':' in the query are not userinfo; in the path they
		// are read as Redact reads them, which hides more, not less.
		{"http://example.com/a:b@c", "http://example.com/a:***@c"},
		{"http://example.com/?u=a:b@c", "http://example.com/?u=a:b@c"},
		// A URI in the query of another is masked on its own.
		{"http://x/?next=http://u:p@h/", "http://x/?next=http://u:***@h/"},
		// An unencoded '@' in the password: the userinfo ends at the last.
		{"ftp://u:p@ss@host/", "ftp://u:***@host/"},
		// JSON quotes end the URI; so does white space.
		{`{"new":"x","url":"ws://u:tok@h"} http://a:b@c`, `{"new":"x","url":"ws://u:***@h"} http://a:***@c`},
		// Secret query values, and one in a URI nested in a query.
		{`"sqlserver://db?database=x&password=pw3" x`, `"sqlserver://db?database=x&password=***" x`},
		{"http://x/?token=t1&next=http://u:p@h/?sig=s2", "http://x/?token=***&next=http://u:***@h/?sig=***"},
		// Upper case and a broken URI, as Redact reads them.
		{"HTTP://U:P@H", "HTTP://U:***@H"},
		{"http:://u:p@h", "http:://u:***@h"},
		{"://u:p@h", "://u:***@h"},
	} {
		if got := MaskPasswords(tt.in); got != tt.want {
			t.Errorf("MaskPasswords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzMaskPasswords checks that every URI Redact would mask on its own is
// masked in any text around it.
func FuzzMaskPasswords(f *testing.F) {
	f.Add("https://bob:s3cret@example.com/", "x := \"", "\"")
	f.Add("redis://:pw@h", "", "")
	f.Fuzz(func(t *testing.T, u, before, after string) {
		start, end, ok := PasswordRange(u)
		if !ok || !hasPrefixScheme(u) || strings.ContainsAny(u, " \t\n\r\v\f\"'`<>\\?#") {
			return
		}
		got := MaskPasswords(before + " " + u + " " + after)
		if want := " " + Redact(u) + " "; !strings.Contains(got, want) {
			t.Errorf("MaskPasswords(%q + %q + %q) = %q, lacks %q (password %q)", before, u, after, got, want, u[start:end])
		}
	})
}

func hasPrefixScheme(s string) bool {
	return SplitScheme(s).Sep == SepSlashes
}

func TestQuotedURIs(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want [][2]int
	}{
		{"no URI here", nil},
		// From the scheme to the quote or white space that ends it.
		{`url: "postgres://u:p@db/app" next`, [][2]int{{6, 27}}},
		// A scheme starts with a letter; no scheme at all is a span too.
		{"x 1http://h ://h", [][2]int{{3, 11}, {12, 16}}},
		// A URI in the query of another has a span of its own.
		{"https://a/?next=http://b/", [][2]int{{0, 25}, {16, 25}}},
	} {
		if got := QuotedURIs(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("QuotedURIs(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
