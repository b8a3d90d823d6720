package publicsuffix

import "testing"

// Source: github.com/weppos/publicsuffix-go/publicsuffix/publicsuffix_test.go:11 (syntax: the URLs sit in the comment lines of a public suffix list fixture, prose joined to words, not URIs)
const testListString = "// file, You can obtain one at https://mozilla.org/MPL/2.0/.\n\n// ===BEGIN ICANN DOMAINS===\n\n// ac : http://en.wikipedia.org/wiki/.ac\nac\ncom.ac\n\n// ===END ICANN DOMAINS===\n" // lookalike

func TestNewListFromString(t *testing.T) {
	rules := newListFromString(testListString)
	if len(rules) != 2 {
		t.Fatalf("got %d rules, want 2", len(rules))
	}
}
