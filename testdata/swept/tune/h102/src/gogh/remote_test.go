package gogh

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Source: github.com/cli/go-gh/v2/internal/git/remote_test.go:20 (syntax: git config text with remote url entries written to the repository's config file, a document and not a URI; uniform sample of 8 of 58 test text candidates)
func TestRemotes(t *testing.T) {
	remotes := "[remote \"test\"]\n\turl = git://github.com/hubot/test.git\n\tgh-resolved = other\n" // lookalike
	remoteFile := filepath.Join(t.TempDir(), "config")
	if err := os.WriteFile(remoteFile, []byte(remotes), 0o600); err != nil {
		t.Fatal(err)
	}
}

func parseRemoteLine(line string) (name, fetchURL string, err error) {
	name, rest, _ := strings.Cut(line, "\t")
	raw, _, _ := strings.Cut(rest, " ")
	u, err := parseURL(raw)
	if err != nil {
		return "", "", err
	}
	return name, u.String(), nil
}

// Source: github.com/cli/go-gh/v2/internal/git/remote_test.go:67 (credentials: the parser's expected ssh URL carries only the user name git and no password; uniform sample of 3 of 21 userinfo candidates)
func TestParseRemotes(t *testing.T) {
	checkRemote(t, "mona\tgit@github.com:monalisa/myfork.git (fetch)", "ssh://git@github.com/monalisa/myfork.git") // lookalike
}

func checkRemote(t *testing.T, line, want string) {
	t.Helper()
	_, got, err := parseRemoteLine(line)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
