package kopia

import (
	"os/exec"
	"strings"
	"testing"
)

// CLITest stands in for testenv.CLITest: it runs kopia commands and checks their outcome.
type CLITest struct {
	RepoDir string
	Exe     string
}

// NewCLITest creates a CLI test environment.
func NewCLITest(t *testing.T) *CLITest {
	t.Helper()
	return &CLITest{RepoDir: t.TempDir(), Exe: "kopia"}
}

func (e *CLITest) run(args ...string) ([]string, error) {
	out, err := exec.Command(e.Exe, args...).Output()
	s := strings.TrimSpace(string(out))
	if s == "" {
		return nil, err
	}
	return strings.Split(s, "\n"), err
}

// RunAndExpectSuccess runs the command and fails the test if it fails.
func (e *CLITest) RunAndExpectSuccess(t *testing.T, args ...string) []string {
	t.Helper()
	lines, err := e.run(args...)
	if err != nil {
		t.Fatalf("%v failed: %v", args, err)
	}
	return lines
}

// RunAndExpectFailure runs the command and fails the test if it succeeds.
func (e *CLITest) RunAndExpectFailure(t *testing.T, args ...string) {
	t.Helper()
	if _, err := e.run(args...); err == nil {
		t.Fatalf("%v succeeded, expected failure", args)
	}
}

// RunAndProcessStderr starts the command and feeds its stderr lines to callback.
func (e *CLITest) RunAndProcessStderr(t *testing.T, callback func(line string) bool, args ...string) (wait func() error, kill func()) {
	t.Helper()
	cmd := exec.Command(e.Exe, args...)
	_ = cmd.Start()
	return cmd.Wait, func() { _ = cmd.Process.Kill() }
}
