package filebrowser

import "testing"

// cleanSeparators takes the host separator explicitly so the Windows behaviour
// can be asserted from any platform. See GHSA-fgm5-pw99-w2p7.
func TestCleanSeparators(t *testing.T) {
	t.Parallel()

	cases := []struct {
		name string
		in   string
		sep  string
		want string
	}{
		{"windows traversal", `/allow\..\Secret.txt`, `\`, "/Secret.txt"},
		{"posix traversal", "/allow/../Secret.txt", "/", "/Secret.txt"},
		{"posix relative", "Secret.txt", "/", "/Secret.txt"},
		// Source: github.com/filebrowser/filebrowser/v2/http/utils_test.go:33 (pathjoin: a file path input to the path normaliser, a table row varying the input to show repeated slashes collapse (rules 2c, 2d); no URL)
		{"posix multiple slashes", "//a///b", "/", "/a/b"}, // lookalike
		{"posix empty", "", "/", "/"},
	}

	for _, tc := range cases {
		tc := tc
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := cleanSeparators(tc.in, tc.sep); got != tc.want {
				t.Errorf("cleanSeparators(%q, %q) = %q; want %q", tc.in, tc.sep, got, tc.want)
			}
		})
	}
}
