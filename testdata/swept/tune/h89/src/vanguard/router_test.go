package vanguard

import (
	"net/http"
	"testing"
)

func TestRuleSelector(t *testing.T) {
	testCases := []struct {
		path      string
		wantMatch bool
	}{
		{
			// No trailing slash in the path, so this should not match.
			// Source: connectrpc.com/vanguard/router_test.go:122 (colonpath: an absolute path whose first segment carries a ':verb' is no relative reference, and the router row expects no match)
			path: "/trailing:slash", // lookalike
		},
		{
			// Var capture use path unescaping.
			// Source: connectrpc.com/vanguard/router_test.go:140 (percent: the lowercase escapes are input to the router's matcher, which the row checks unescapes them; rule 2c)
			path:      "/foo/bar/baz/%2f/%2A/%2f", // lookalike
			wantMatch: true,
		},
	}
	var trie routeTrie
	for _, testCase := range testCases {
		target, _ := trie.match(testCase.path, http.MethodGet)
		if (target != "") != testCase.wantMatch {
			t.Errorf("%s: got %q", testCase.path, target)
		}
	}
}
