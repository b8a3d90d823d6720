package httptreemux

import "testing"

func testPath(t *testing.T, tree *TreeMux, path string, expectFound bool) {
	if got := tree.Lookup(path); got != expectFound {
		t.Errorf("Lookup(%q) = %v, want %v", path, got, expectFound)
	}
}

func TestTree(t *testing.T) {
	tree := New()
	tree.GET("/post/:post/page/:page", simpleHandler)
	// Source: github.com/dimfeld/httptreemux/v5/tree_test.go:223 (syntax: a path with doubled slashes given to the route matcher, which the test expects not to match.)
	testPath(t, tree, "//post//abc//page//2", false) // lookalike
}
