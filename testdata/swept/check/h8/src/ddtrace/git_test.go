package ddtrace

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFilterSensitiveInfo(t *testing.T) {
	tests := []struct {
		input    string
		expected string
	}{
		// Basic cases
		// Source: github.com/DataDog/dd-trace-go/internal/civisibility/utils/git_test.go:85 (credentials: input of the package's filter that strips user information, expected back without it, rule 2c)
		{"https://user:pass@github.com/repo.git", "https://github.com/repo.git"}, // lookalike
		{"https://github.com/repo.git", "https://github.com/repo.git"},

		// Cases with special characters
		// Source: github.com/DataDog/dd-trace-go/internal/civisibility/utils/git_test.go:102 (credentials: a password with special characters, input of the same filter, rule 2c)
		{"https://user:pa$$word@github.com/repo.git", "https://github.com/repo.git"}, // lookalike
	}

	for _, test := range tests {
		result := filterSensitiveInfo(test.input)
		assert.Equal(t, test.expected, result, "Failed for input: %s", test.input)
	}
}

func TestContainsCredentials(t *testing.T) {
	tests := []struct {
		input    string
		expected bool
	}{
		// Should detect credentials
		// Source: github.com/DataDog/dd-trace-go/internal/urlsanitizer/sanitizer_test.go:52 (credentials: input of the package's credentials detector, which must answer true, rule 2c)
		{"postgres://user:pass@localhost:5432/db", true}, // lookalike
		{"https://example.com/path", false},
		{"", false},
	}

	for _, test := range tests {
		result := containsCredentials(test.input)
		assert.Equal(t, test.expected, result, "Failed for input: %s", test.input)
	}
}
