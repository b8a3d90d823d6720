package dotsegment

import "testing"

func TestRemoveDotSegments(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"/a/b/c/./../../g", "/a/g"},    // RFC 3986 §5.2.4
		{"mid/content=5/../6", "mid/6"}, // RFC 3986 §5.2.4
		{"/b/../c", "/c"},
		{"/./b", "/b"},
		{"/b/..", "/"},
		{"/b/.", "/b/"},
		{"/..", "/"},
		{"/../../g", "/g"}, // §5.4.2: more ".." than segments
		{"/.//b", "//b"},
		{"/b..c/.d/..e", "/b..c/.d/..e"},
		{"/%2E%2E/b", "/%2E%2E/b"}, // only literal dots
		{"", ""},
		{"/", "/"},
	} {
		if got := removeDotSegments(tt.in); got != tt.want {
			t.Errorf("removeDotSegments(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
