package uri

//lint:file-ignore credentials the inputs of a URI parser's tests hold passwords on purpose

import "testing"

func TestSplitScheme(t *testing.T) {
	tests := []struct {
		in        string
		schemeEnd int
		sep       Sep
		end       int
	}{
		{"http://h/", 4, SepSlashes, 7},
		{"http//h/", 4, SepNoColon, 6},
		{"http:/h/", 4, SepOneSlash, 6},
		{"https:://h", 5, SepExtraColon, 9},
		{"http::h", 4, SepDoubleColon, 6},
		{"http::/h", 4, SepDoubleColon, 7},
		{`http:\\h`, 4, SepBackslash, 7},
		{`http:/\h`, 4, SepBackslash, 7},
		{"mailto:a@b", 6, SepColon, 7},
		{"http:", 4, SepColon, 5},
		{"http", 0, SepNone, 0},
		{"a/b:c", 0, SepNone, 0},
		{"1a:b", 0, SepNone, 0},
		{"//h/p", 0, SepNone, 0},
		{"", 0, SepNone, 0},
	}
	for _, tt := range tests {
		got := SplitScheme(tt.in)
		if got.SchemeEnd != tt.schemeEnd || got.Sep != tt.sep || got.End != tt.end {
			t.Errorf("SplitScheme(%q) = %+v, want {%d %d %d}", tt.in, got, tt.schemeEnd, tt.sep, tt.end)
		}
		if got.Sep.Broken() != (tt.sep >= SepNoColon) {
			t.Errorf("SplitScheme(%q).Sep.Broken() = %v", tt.in, got.Sep.Broken())
		}
	}
}

func TestUserinfoEnd(t *testing.T) {
	for in, want := range map[string]int{
		"http://u:p@h/":      10,
		"http://u@x:p@h/":    12,
		"http://h/?a@b":      -1,
		"http://h/#@":        -1,
		"u:p@h":              3,
		"http://h/":          -1,
		"mailto:a@b.example": 8,
	} {
		if got := UserinfoEnd(in); got != want {
			t.Errorf("UserinfoEnd(%q) = %d, want %d", in, got, want)
		}
	}
}
