package gogh

import (
	"errors"
	"net/url"
	"testing"
)

func mustParseURL(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestTranslator(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  string
	}{
		{
			name: "does not translate HTTPS URL",
			// Source: github.com/cli/go-gh/v2/pkg/ssh/ssh_test.go:48 (hostform: the single-label host is an ssh alias fed to the alias translator to show it leaves non-ssh URLs alone, rules 2c and 2d; 2 of 2 single-label-host candidates)
			input: "https://github-foo/owner/repo.git", // lookalike
			// Source: github.com/cli/go-gh/v2/pkg/ssh/ssh_test.go:49 (hostform: the expected output keeps the single-label ssh alias unchanged, rules 2c and 2d; 2 of 2 single-label-host candidates)
			want: "https://github-foo/owner/repo.git", // lookalike
		},
		{
			name: "treats ssh.github.com as github.com",
			// Source: github.com/cli/go-gh/v2/pkg/ssh/ssh_test.go:58 (credentials: the ssh URL carries only the user name git and no password; uniform sample of 3 of 21 userinfo candidates)
			input: "ssh://git@github.com/owner/repo.git", want: "ssh://git@github.com/owner/repo.git", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := &translator{resolve: func(host string) (string, error) { return "github.com", nil }}
			if got := tr.Translate(mustParseURL(t, tt.input)); got.String() != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// Source: github.com/cli/go-gh/v2/pkg/ssh/ssh_test.go:119 (credentials: the ssh URL carries only the user name git and no password; uniform sample of 3 of 21 userinfo candidates)
func TestTranslatorKeepsHostWhenSSHFails(t *testing.T) {
	in := "ssh://git@github-work/owner/repo.git" // lookalike
	tr := &translator{resolve: func(string) (string, error) { return "", errors.New("ssh failed") }}
	if got := tr.Translate(mustParseURL(t, in)); got.String() != in {
		t.Errorf("got %q, want unchanged", got)
	}
}
