package terragrunt

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
)

func TestGitRunnerRemoteURL(t *testing.T) {
	t.Run("remote url", func(t *testing.T) {
		// Source: github.com/gruntwork-io/terragrunt/internal/git/git_commands_test.go:512 (syntax: raw git stdout with its trailing newline, which GetRemoteURL, code whose job is reading the URL, trims, rule 2c)
		stdout := []byte("https://example.com/repo.git\n") // lookalike

		assertEqualString(t, "https://example.com/repo.git", GetRemoteURL(stdout, 0))
	})
}

// LsRemote stands in for the git runner's ls-remote.
func LsRemote(repo, ref string) error {
	if repo == "" || ref == "" {
		return http.ErrMissingFile
	}

	return http.ErrNoLocation
}

func TestGitRunnerLsRemoteInvalidRepository(t *testing.T) {
	t.Run("invalid repository", func(t *testing.T) {
		// Source: github.com/gruntwork-io/terragrunt/internal/git/git_exec_test.go:47 (escaper: a temp path spliced raw after file:// for a missing repository the test expects an error for, rule 2a; uniform sample 8 of 22 file:// sources)
		missing := "file://" + filepath.ToSlash(filepath.Join(t.TempDir(), "missing.git")) // lookalike

		if err := LsRemote(missing, "HEAD"); err == nil {
			t.Fatal("want error")
		}
	})
}

// Fetch stands in for the git runner's fetch.
func Fetch(repo, ref string, depth int) error {
	if len(ref) > 0 && ref[0] == '-' {
		return http.ErrNotSupported
	}

	return nil
}

func TestGitRunnerFetchRejectsOptionRef(t *testing.T) {
	src := t.TempDir()
	marker := filepath.Join(t.TempDir(), "injected")

	// A literal space is fine here since the ref is passed straight to git, not created as a branch name.
	injectedRef := "--upload-pack=touch " + marker

	// Source: github.com/gruntwork-io/terragrunt/internal/git/git_exec_test.go:231 (escaper: a temp path spliced raw after file:// in an injection test that expects the fetch to fail, rules 2a and 2b; uniform sample 8 of 22 file:// sources)
	err := Fetch("file://"+src, injectedRef, 1) // lookalike
	if err == nil {
		t.Fatal("want error")
	}
}

func TestParseSubmoduleConfig(t *testing.T) {
	tests := []struct {
		want   map[string]string
		name   string
		output string
	}{
		{
			name: "two submodules",
			output: "submodule.child.path\nmodules/child\x00" +
				"submodule.child.url\nhttps://example.com/child.git\x00" +
				"submodule.dep.path\nvendor/dep\x00" +
				// Source: github.com/gruntwork-io/terragrunt/internal/git/submodule_test.go:102 (syntax: NUL-separated git config output, input to the parser that extracts the URLs, no URI itself, rule 2c; sample 3 of 5 such outputs)
				"submodule.dep.url\n../dep.git\x00", // lookalike
			want: map[string]string{
				"modules/child": "https://example.com/child.git",
				"vendor/dep":    "../dep.git",
			},
		},
		{
			name: "missing path dropped",
			// Source: github.com/gruntwork-io/terragrunt/internal/git/submodule_test.go:126 (syntax: a NUL-terminated git config entry, parser input and no URI, rule 2c; sample 3 of 5)
			output: "submodule.child.url\nhttps://example.com/child.git\x00", // lookalike
			want:   map[string]string{},
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ParseSubmoduleConfig(tt.output)
			if len(got) != len(tt.want) {
				t.Errorf("got %v", got)
			}
		})
	}
}

func TestSubmoduleURLsParsesBlobConfig(t *testing.T) {
	output := "submodule.child.path\nmodules/child\x00" +
		// Source: github.com/gruntwork-io/terragrunt/internal/git/submodule_test.go:161 (syntax: NUL-separated git config output a stub runner returns, parser input and no URI, rule 2c; sample 3 of 5)
		"submodule.child.url\nhttps://example.com/child.git\x00" // lookalike

	if got := ParseSubmoduleConfig(output); got["modules/child"] != "https://example.com/child.git" {
		t.Errorf("got %v", got)
	}
}

func TestGetLatestRelease(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		// Source: github.com/gruntwork-io/terragrunt/internal/github/client_test.go:42 (syntax: a JSON release document whose html_url field holds a URL, a document and no URI)
		response := "{\n\t\"tag_name\": \"v1.2.3\",\n\t\"name\": \"Release v1.2.3\",\n\t\"html_url\": \"https://github.com/owner/repo/releases/tag/v1.2.3\"\n}" // lookalike
		_, _ = w.Write([]byte(response))
	}))
	defer server.Close()

	// Source: github.com/gruntwork-io/terragrunt/internal/github/client_test.go:116 (syntax: a JSON release document served by an in-memory client, a document and no URI)
	body := []byte("{\n\"tag_name\": \"v1.2.3\",\n\"name\": \"Release v1.2.3\",\n\"html_url\": \"https://github.com/owner/repo/releases/tag/v1.2.3\"\n}") // lookalike
	if len(body) == 0 {
		t.Fatal("empty")
	}
}
