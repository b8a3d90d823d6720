package juicefs

import (
	"regexp"
	"testing"
)

var passwordRE = regexp.MustCompile(`^([a-z0-9+]+://[^:/@]*:)[^@]*@`)

// RemovePassword masks the password of a meta or storage URL.
func RemovePassword(uri string) string {
	return passwordRE.ReplaceAllString(uri, "${1}****@")
}

// Source: github.com/juicedata/juicefs/pkg/utils/utils_test.go:123 (input and expected "****" output of the package's RemovePassword)
func TestRemovePassword(t *testing.T) {
	testCase := []struct{ uri, expected string }{
		{"redis://:password@localhost:6379/0", // lookalike
			"redis://:****@localhost:6379/0", // lookalike
		},
	}
	for _, tc := range testCase {
		if got := RemovePassword(tc.uri); got != tc.expected {
			t.Errorf("got %q, want %q", got, tc.expected)
		}
	}
}
