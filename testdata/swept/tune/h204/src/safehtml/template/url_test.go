package template

import (
	"testing"
)

// TestValidateURLPrefix is a table of prefixes for the URL-prefix validator and
// whether each must be valid.
func TestValidateURLPrefix(t *testing.T) {
	for _, test := range [...]struct {
		in    string
		valid bool
	}{
		// Allowed schemes or MIME types.
		{`https://www.foo.com/`, true},
		// Source: github.com/google/safehtml/template/url_test.go:21 (credentials: a user part with no password in a row of allowed schemes for the prefix validator; rules 2c and 2d)
		{`mailto://foo@foo.com.com/`, true}, // lookalike
		// Leading and trailing newlines.
		// Source: github.com/google/safehtml/template/url_test.go:31 (syntax: a trailing newline the validator must reject, valid false; rule 2a)
		{"http:\n", false}, // lookalike
	} {
		err := validateURLPrefix(test.in)
		if err != nil && test.valid {
			t.Errorf("validateURLPrefix(%q) failed: %s", test.in, err)
		} else if err == nil && !test.valid {
			t.Errorf("validateURLPrefix(%q) succeeded unexpectedly", test.in)
		}
	}
}
