package uri

//lint:file-ignore credentials the inputs of a URI parser's tests hold passwords on purpose

import "testing"

// resolveTests are the examples of §5.4.1 and §5.4.2, base "http://a/b/c/d;p?q".
var resolveTests = []struct{ ref, want string }{
	// §5.4.1 Normal Examples
	{"g:h", "g:h"},
	{"g", "http://a/b/c/g"},
	{"./g", "http://a/b/c/g"},
	{"g/", "http://a/b/c/g/"},
	{"/g", "http://a/g"},
	{"//g", "http://g"},
	{"?y", "http://a/b/c/d;p?y"},
	{"g?y", "http://a/b/c/g?y"},
	{"#s", "http://a/b/c/d;p?q#s"},
	{"g#s", "http://a/b/c/g#s"},
	{"g?y#s", "http://a/b/c/g?y#s"},
	{";x", "http://a/b/c/;x"},
	{"g;x", "http://a/b/c/g;x"},
	{"g;x?y#s", "http://a/b/c/g;x?y#s"},
	{"", "http://a/b/c/d;p?q"},
	{".", "http://a/b/c/"},
	{"./", "http://a/b/c/"},
	{"..", "http://a/b/"},
	{"../", "http://a/b/"},
	{"../g", "http://a/b/g"},
	{"../..", "http://a/"},
	{"../../", "http://a/"},
	{"../../g", "http://a/g"},
	// §5.4.2 Abnormal Examples
	{"../../../g", "http://a/g"},
	{"../../../../g", "http://a/g"},
	{"/./g", "http://a/g"},
	{"/../g", "http://a/g"},
	{"g.", "http://a/b/c/g."},
	{".g", "http://a/b/c/.g"},
	{"g..", "http://a/b/c/g.."},
	{"..g", "http://a/b/c/..g"},
	{"./../g", "http://a/b/g"},
	{"./g/.", "http://a/b/c/g/"},
	{"g/./h", "http://a/b/c/g/h"},
	{"g/../h", "http://a/b/c/h"},
	{"g;x=1/./y", "http://a/b/c/g;x=1/y"},
	{"g;x=1/../y", "http://a/b/c/y"},
	{"g?y/./x", "http://a/b/c/g?y/./x"},
	{"g?y/../x", "http://a/b/c/g?y/../x"},
	{"g#s/./x", "http://a/b/c/g#s/./x"},
	{"g#s/../x", "http://a/b/c/g#s/../x"},
	{"http:g", "http:g"}, // strict
}

const rfcBase = "http://a/b/c/d;p?q"

func TestResolveRFCExamples(t *testing.T) {
	base := MustParse(rfcBase)
	for _, tt := range resolveTests {
		if got := base.Resolve(MustParse(tt.ref)).String(); got != tt.want {
			t.Errorf("Resolve(%q) = %q, want %q", tt.ref, got, tt.want)
		}
	}
}

func TestResolveCompat(t *testing.T) {
	base := MustParse(rfcBase)
	tests := []struct{ ref, want string }{
		{"http:g", "http://a/b/c/g"}, // §5.4.2, for backward compatibility
		{"HTTP:g", "http://a/b/c/g"}, // schemes compare case-insensitively
		{"https:g", "https:g"},
		{"g", "http://a/b/c/g"},
	}
	for _, tt := range tests {
		if got := base.ResolveCompat(MustParse(tt.ref)).String(); got != tt.want {
			t.Errorf("ResolveCompat(%q) = %q, want %q", tt.ref, got, tt.want)
		}
	}
}

func TestResolveEdges(t *testing.T) {
	tests := []struct{ base, ref, want string }{
		{"http://a", "g", "http://a/g"},                 // merge with an empty base path (§5.2.3)
		{"a:b", "c", "a:c"},                             // no authority, no slash in the base path
		{"a:/", ".//b", "a:/.//b"},                      // a path that would read as an authority
		{"http://a/b/../c", "", "http://a/b/../c"},      // the base path is taken over as it is
		{"http://a/b/../c", "?x", "http://a/b/../c?x"},  // likewise
		{"http://a/b/c", "../../../../x", "http://a/x"}, // more ".." than segments
		{"http://a/b#f", "", "http://a/b"},              // the base fragment is dropped
		{"http://u:p@a:8/b", "c", "http://u:p@a:8/c"},
		{"http://a/b", "//[::1]:80", "http://[::1]:80"},
		{"http://a/b", "/%2E%2E/x", "http://a/%2E%2E/x"}, // encoded dots are not dot segments in resolution
	}
	for _, tt := range tests {
		if got := MustParse(tt.base).Resolve(MustParse(tt.ref)).String(); got != tt.want {
			t.Errorf("Resolve(%q, %q) = %q, want %q", tt.base, tt.ref, got, tt.want)
		}
	}
}

func TestRemoveDotSegments(t *testing.T) {
	// The examples of §5.2.4 and more.
	tests := []struct{ in, want string }{
		{"/a/b/c/./../../g", "/a/g"},
		{"mid/content=5/../6", "mid/6"},
		{"", ""},
		{"/", "/"},
		{".", ""},
		{"..", ""},
		{"/.", "/"},
		{"/..", "/"},
		{"/a/..", "/"},
		{"/a/.", "/a/"},
		{"a/..", "/"},
		{"../a", "a"},
		{"./a", "a"},
		{"/a/b/..", "/a/"},
		{"/a//..", "/a/"},
		{"/.../a", "/.../a"},
		{"/a/.b/..c", "/a/.b/..c"},
		{"/.//b", "//b"},
		{"/%2E%2E/b", "/%2E%2E/b"}, // only literal dots
	}
	for _, tt := range tests {
		if got := RemoveDotSegments(tt.in); got != tt.want {
			t.Errorf("RemoveDotSegments(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
