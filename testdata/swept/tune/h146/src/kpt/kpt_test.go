package kpt

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type getCmd struct {
	repo, ref, dir string
}

func (c *getCmd) run(args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("requires at least 1 arg(s), only received 0")
	}
	a := args[0]
	if i := strings.LastIndex(a, "@"); i >= 0 {
		c.ref = a[i+1:]
		a = a[:i]
	}
	repo, dir, _ := strings.Cut(a, ".git")
	c.repo, c.dir = repo, dir
	u, err := url.Parse(repo)
	if err != nil {
		return err
	}
	if _, err := os.Stat(u.Path); err != nil {
		return fmt.Errorf("%q does not appear to be a git repository: %w", repo, err)
	}
	return nil
}

// TestCmdFail verifies that the command returns an error rather than exiting the process.
func TestCmdFail(t *testing.T) {
	var r getCmd
	// Source: github.com/kptdev/kpt/commands/pkg/get/cmdget_test.go:162 (pathjoin: filepath.Join builds the path of a file URI, which gets backslashes on Windows, and the expected error is only about a nonexistent repository, which does not make the URI deliberate)
	err := r.run([]string{"file://" + filepath.Join("not", "real", "dir") + ".git/@master", "./"}) // defect pathjoin
	if err == nil {
		t.Fatal("expected an error")
	}
}

func TestCmdExecute(t *testing.T) {
	repoDirectory := t.TempDir()
	var r getCmd
	// Source: github.com/kptdev/kpt/commands/pkg/get/cmdget_test.go:53 (hostform: a file URI of an absolute local path has an empty authority, the normal form for the file scheme; sample of 10 of 91 candidates)
	if err := r.run([]string{"file://" + repoDirectory + ".git/"}); err != nil { // lookalike
		t.Log(err)
	}
}

func TestCmdArgs(t *testing.T) {
	repo := t.TempDir()
	var testCases = map[string]struct {
		args []string
	}{
		"repo arg is split up correctly into ref and repo": {
			// Source: github.com/kptdev/kpt/commands/pkg/get/cmdget_test.go:230 (sink: an unfetchable scheme that the test only splits into repo and ref with a no-op run; sample of 10 of 91 candidates)
			args: []string{"something://foo.git/@master", "./"}, // lookalike
		},
		"repo arg is split up correctly into ref, directory and repo": {
			// Source: github.com/kptdev/kpt/commands/pkg/get/cmdget_test.go:242 (escaper: a temporary directory path raw in a file URI, and raw names and paths are look-alikes; sample of 10 of 91 candidates)
			args: []string{fmt.Sprintf("file://%s.git/blueprints/java", repo), "."}, // lookalike
		},
	}
	for name, tc := range testCases {
		var r getCmd
		_ = r.run(tc.args)
		t.Log(name, r.repo, r.ref, r.dir)
	}
}

func TestCmdSymlinkDest(t *testing.T) {
	var r getCmd
	// Source: github.com/kptdev/kpt/commands/pkg/get/cmdget_test.go:407 (credentials: the part before the at sign is kpt's repo@ref argument syntax split by kpt's own parser, not a user name; sample of 10 of 91 candidates)
	_ = r.run([]string{"file://foo.git" + "@refs/heads/foo", "link"}) // lookalike
	if r.ref != "refs/heads/foo" {
		t.Errorf("ref = %q", r.ref)
	}
}
