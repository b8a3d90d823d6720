package uri

import (
	"strconv"
	"strings"
	"testing"
)

func TestSchemeLen(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"", 0},
		{"http", 4},
		{"http://h", 4},
		{"HTTP:", 4},
		{"a+b-c.d9:x", 8},
		{"svn+ssh", 7},
		{"1http", 0}, // must begin with a letter
		{"+a", 0},
		{"a_b", 1},
		{"é", 0},
		{"ab\x80", 2},
	}
	for _, tt := range tests {
		if got := SchemeLen(tt.in); got != tt.want {
			t.Errorf("SchemeLen(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestHex(t *testing.T) {
	for c := range 256 {
		v, err := strconv.ParseUint(string(rune(c)), 16, 8)
		want := err == nil && c < 0x80
		if got := IsHex(byte(c)); got != want {
			t.Errorf("IsHex(%#x) = %v, want %v", c, got, want)
		}
		if want && Unhex(byte(c)) != byte(v) {
			t.Errorf("Unhex(%#x) = %d, want %d", c, Unhex(byte(c)), v)
		}
	}
}

func TestIsTriplet(t *testing.T) {
	tests := []struct {
		s    string
		i    int
		want bool
	}{
		{"%41", 0, true},
		{"a%4f", 1, true},
		{"%4", 0, false},
		{"%g1", 0, false},
		{"%1g", 0, false},
		{"a%41", 0, false}, // not a '%'
		{"%41", 1, false},
		{"%41", -1, false},
		{"%41", 3, false},
		{"%%41", 0, false},
	}
	for _, tt := range tests {
		if got := IsTriplet(tt.s, tt.i); got != tt.want {
			t.Errorf("IsTriplet(%q, %d) = %v, want %v", tt.s, tt.i, got, tt.want)
		}
	}
}

// TestNeverAllowed compares NeverAllowed with the sets of §2, spelled
// out here as the RFC gives them.
func TestNeverAllowed(t *testing.T) {
	const (
		genDelims  = ":/?#[]@"
		subDelims  = "!$&'()*+,;="
		unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
	)
	for c := range 256 {
		want := !strings.ContainsRune(genDelims+subDelims+unreserved+"%", rune(c)) || c >= 0x80
		if got := NeverAllowed(byte(c)); got != want {
			t.Errorf("NeverAllowed(%#x) = %v, want %v", c, got, want)
		}
		if got, want := NeverAllowed(byte(c)), c <= ' ' || c >= 0x7f || strings.IndexByte("\"<>\\^`{|}", byte(c)) >= 0; got != want {
			t.Errorf("NeverAllowed(%#x) = %v, but the documented set says %v", c, got, want)
		}
	}
}

func TestEncodeNeverAllowed(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"http://h/a?b#c", "http://h/a?b#c"},
		{"/a b", "/a%20b"},
		{"/%41%zz%4", "/%41%25zz%254"},
		{"/é", "/%C3%A9"},
		{"/\x00\x7f\xff", "/%00%7F%FF"},
		{"\"<>\\^`{|}", "%22%3C%3E%5C%5E%60%7B%7C%7D"},
		{"[::1]:80/@!$&'()*+,;=", "[::1]:80/@!$&'()*+,;="}, // reserved: kept
		{"%", "%25"},
	}
	for _, tt := range tests {
		got := EncodeNeverAllowed(tt.in)
		if got != tt.want {
			t.Errorf("EncodeNeverAllowed(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if err := CheckEscapes(got); err != nil {
			t.Errorf("EncodeNeverAllowed(%q) = %q: %v", tt.in, got, err)
		}
	}
}

func TestPercentEncode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"a b", "%61%20%62"},
		{"é", "%C3%A9"},
		{"%\x00\xff", "%25%00%FF"},
	}
	for _, tt := range tests {
		if got := PercentEncode(tt.in); got != tt.want {
			t.Errorf("PercentEncode(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if got, _ := Unescape(PercentEncode(tt.in)); got != tt.in {
			t.Errorf("Unescape(PercentEncode(%q)) = %q", tt.in, got)
		}
	}
}
