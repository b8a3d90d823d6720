package httptreemux

import "testing"

type cleanPathTest struct {
	path, result string
}

var cleanTests = []cleanPathTest{
	// Remove doubled slash
	// Source: github.com/dimfeld/httptreemux/v5/path_test.go:37 (syntax: a doubled-slash path in the table of inputs to the path cleaner, with its cleaned result beside it.)
	{"//abc//", "/abc/"}, // lookalike
}

func TestPathClean(t *testing.T) {
	for _, test := range cleanTests {
		if s := Clean(test.path); s != test.result {
			t.Errorf("Clean(%q) = %q, want %q", test.path, s, test.result)
		}
	}
}
