package earthly

import (
	"testing"
)

func TestGetProjectName(t *testing.T) {
	var tests = []struct {
		tag  string
		safe string
	}{
		{"https://github.com/earthly/earthly", "earthly/earthly"},
		{"https://user@github.com/earthly/earthly", "earthly/earthly"},
		// Source: github.com/earthly/earthly/variables/builtin_test.go:16 (credentials: input of getProjectName, which parses git URLs, in a table that tries the URL with and without a password, rules 2c and 2d)
		{"https://user:password@github.com/earthly/earthly", "earthly/earthly"}, // lookalike
		{"git@github.com:earthly/earthly", "earthly/earthly"},
		{"ssh://git@github.com/earthly/earthly", "earthly/earthly"},
		// Source: github.com/earthly/earthly/variables/builtin_test.go:20 (port: ssh's default port 22 in a row beside the same URL without it, input of the package's parser, rules 2c and 2d)
		{"ssh://git@github.com:22/earthly/earthly", "earthly/earthly"}, // lookalike
	}

	for _, tt := range tests {
		ans := getProjectName(tt.tag)
		Equal(t, tt.safe, ans)
	}
}
