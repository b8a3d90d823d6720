package cli

import "testing"

func complete(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return "help\n"
}

func TestDefaultCompleteWithFlags(t *testing.T) {
	cases := []struct {
		name     string
		argv     []string
		expected string
	}{
		{
			name: "autocomplete-with-spaces",
			// Source: github.com/urfave/cli/v3/help_test.go:1676 (plainhttp: plain http to localhost given as a flag argument in a shell completion test.)
			argv:     []string{"cmd", "--url", "http://localhost:8000", "h", "--generate-shell-completion"}, // lookalike
			expected: "help\n",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := complete(tc.argv[1:]); got != tc.expected {
				t.Errorf("got %q", got)
			}
		})
	}
}
