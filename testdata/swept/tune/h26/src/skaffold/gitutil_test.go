package skaffold

import (
	"errors"
	"fmt"
	"testing"
)

type cmdResponse struct {
	cmd string
	out string
	err error
}

func TestSyncRepo(t *testing.T) {
	tests := []struct {
		description string
		g           Config
		cmds        []cmdResponse
		shouldErr   bool
		expected    string
		expectedErr string
	}{
		{
			description: "existing repo update succeeds",
			g:           Config{Repo: "http://github.com/foo.git", RepoCloneURI: "http://github.com/foo.git", Ref: "master"},
			cmds: []cmdResponse{
				{cmd: "git remote -v", out: "origin http://github.com/foo.git"},
				{cmd: "git remote get-url origin", out: "http://github.com/foo.git\n"},
				{cmd: "git fetch origin master"},
				{cmd: "git reset --hard origin/master"},
			},
			expected: "iSEL5rQfK5EJ2yLhnW8tUgcVOvDC8Wjl",
		},
		{
			description: "existing repo update fails on remote check",
			// Source: github.com/GoogleContainerTools/skaffold/pkg/skaffold/git/gitutil_test.go:127 (credentials: a clone URI with a token in a row that expects an error, shouldErr, rule 2a)
			g: Config{Repo: "http://github.com/foo.git", RepoCloneURI: "http://oauth2:12345@github.com/foo.git", Ref: "master"}, // lookalike
			cmds: []cmdResponse{
				{cmd: "git remote -v", err: errors.New("error")},
			},
			shouldErr:   true,
			expectedErr: "failed to clone repo http://github.com/foo.git: trouble checking repository remote; error",
		},
		{
			description: "existing repo update with remote fetch origin URI change",
			// Source: github.com/GoogleContainerTools/skaffold/pkg/skaffold/git/gitutil_test.go:222 (credentials: the table tries the clone URI with a token in some rows and without in others, rule 2d)
			g: Config{Repo: "http://github.com/foo.git", RepoCloneURI: "http://oauth2:updated_12345@github.com/foo.git", Ref: "master"}, // lookalike
			cmds: []cmdResponse{
				{cmd: "git remote -v", out: "origin http://oauth2:current_12345@github.com/foo.git"},
				{cmd: "git remote get-url origin", out: "http://oauth2:current_12345@github.com/foo.git\n"},
				{cmd: "git remote set-url origin http://oauth2:updated_12345@github.com/foo.git http://oauth2:current_12345@github.com/foo.git"},
				{cmd: "git fetch origin master"},
				{cmd: "git reset --hard origin/master"},
			},
			expected: "iSEL5rQfK5EJ2yLhnW8tUgcVOvDC8Wjl",
		},
	}
	for _, test := range tests {
		t.Run(test.description, func(t *testing.T) {
			i := 0
			run := func(args string) (string, error) {
				if i >= len(test.cmds) || test.cmds[i].cmd != args {
					return "", fmt.Errorf("unexpected command %q", args)
				}
				c := test.cmds[i]
				i++
				return c.out, c.err
			}
			got, err := syncRepo(test.g, run)
			if test.shouldErr {
				if err == nil || err.Error() != test.expectedErr {
					t.Fatalf("got error %v, want %q", err, test.expectedErr)
				}
				return
			}
			if err != nil || got != test.expected {
				t.Fatalf("got %q, %v", got, err)
			}
		})
	}
}
