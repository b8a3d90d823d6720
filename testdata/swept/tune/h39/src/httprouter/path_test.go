package httprouter

import "testing"

var cleanTests = []struct {
	path, result string
}{
	// Source: github.com/julienschmidt/httprouter/path_test.go:38 (hostform: a row of the CleanPath table whose doubled slashes are the input the path normaliser must fold (rule 2c), a path and no network-path reference.)
	{"//abc//", "/abc/"}, // lookalike
}

func TestPathClean(t *testing.T) {
	for _, test := range cleanTests {
		if s := CleanPath(test.path); s != test.result {
			t.Errorf("CleanPath(%q) = %q, want %q", test.path, s, test.result)
		}
	}
}
