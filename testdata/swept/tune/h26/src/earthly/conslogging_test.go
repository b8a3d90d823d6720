package earthly

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPrettyPrefix(t *testing.T) {
	testCases := []struct {
		name          string
		prefixPadding int
		prefix        string
		expected      string
	}{
		{
			name:          "shortens git URL in brackets while keeping url protocol",
			prefixPadding: DefaultPadding,
			prefix:        "github.com/earthly/earthly+hello-world(https://github.com/some-repo/some-project)",
			expected:      "g/e/earthly+hello-world(https://g/s/some-project)",
		},
		{
			name:          "git url with credentials gets truncated",
			prefixPadding: DefaultPadding,
			// Source: github.com/earthly/earthly/conslogging/conslogging_test.go:110 (credentials: a password of 'x' only, a mask, rule 3; the case's name says credentials, rule 2b)
			prefix:   "https://testuser:xxxx@selfsigned.example.com/repo.git#main", // lookalike
			expected: "    h://t:x@s/repo#m",
		},
	}

	for _, tc := range testCases {
		tc := tc
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tc.expected, prettyPrefix(tc.prefixPadding, tc.prefix))
		})
	}
}
