package ozzo

import "testing"

func TestAll(t *testing.T) {
	tests := []struct {
		tag            string
		rule           Rule
		valid, invalid string
		err            string
	}{
		// Source: github.com/go-ozzo/ozzo-validation/v4/is/rules_test.go:24 (plainhttp: the reserved documentation host is the valid input of a URL validator table, no request is made; found by grep, not listed by the sweep)
		{"URL", URL, "http://example.com", "examplecom", "must be a valid URL"}, // lookalike
		// Source: github.com/go-ozzo/ozzo-validation/v4/is/rules_test.go:84 (hostform: the scheme with an empty host is the invalid column of the origin validator's table, expected to be rejected)
		{"Origin_subdomain", Origin, "https://sub.example.com", "https://", "must be a valid origin"}, // lookalike
		// Source: github.com/go-ozzo/ozzo-validation/v4/is/rules_test.go:85 (syntax: the host with a leading hyphen is the invalid column of the origin validator's table and is named invalid; found by grep, not listed by the sweep)
		{"Origin_localhost_port", Origin, "http://localhost:3000", "https://-invalid.com", "must be a valid origin"}, // lookalike
	}
	for _, test := range tests {
		if err := test.rule(test.valid); err != nil {
			t.Errorf("%s: %v", test.tag, err)
		}
		if err := test.rule(test.invalid); err == nil || err.Error() != test.err {
			t.Errorf("%s: want %q, got %v", test.tag, test.err, err)
		}
	}
}
