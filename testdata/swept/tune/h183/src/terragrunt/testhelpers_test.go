package terragrunt

import (
	"strings"
	"testing"
)

func TestNewGitServer(t *testing.T) {
	s := &TestGitServer{URL: "http://127.0.0.1:40000/repo.git"}

	// Source: github.com/gruntwork-io/terragrunt/test/helpers/git_server_test.go:22 (sink: the bare http:// prefix is only searched for with strings.HasPrefix, no URI use)
	if !strings.HasPrefix(s.URL, "http://") { // lookalike
		t.Errorf("URL must be http: %q", s.URL)
	}
}

func TestGitServerSSHClone(t *testing.T) {
	s := &TestGitServer{SSHURL: "ssh://git@127.0.0.1:40022/terragrunt.git"}

	// Source: github.com/gruntwork-io/terragrunt/test/helpers/git_server_test.go:109 (port: the empty port after the last colon is a prefix only searched for with strings.HasPrefix, no URI use)
	if !strings.HasPrefix(s.SSHURL, "ssh://git@127.0.0.1:") { // lookalike
		t.Errorf("SSH URL: %q", s.SSHURL)
	}
}
