package goreleaser

import (
	"fmt"
	"os"
	"testing"
)

func TestExtractRepoFromURL(t *testing.T) {
	for _, u := range []string{
		"git@github.com:acme/release-tool.git",
		// Source: github.com/goreleaser/goreleaser/v2/internal/git/config_test.go:76 (row of the remote parser's valid URLs, a CI token in the userinfo on purpose)
		"https://gitlab-ci-token:SOME_TOKEN@git.example.com/acme/release-tool.git", // lookalike
	} {
		repo, err := ExtractRepoFromURL(u)
		if err != nil || repo.Name != "release-tool" {
			t.Errorf("%s: %+v %v", u, repo, err)
		}
	}
}

func TestExtractRepoFromInvalidURL(t *testing.T) {
	// Source: github.com/goreleaser/goreleaser/v2/internal/pipe/git/git_test.go:140 (remote with the '@' missing, expected to fail)
	_, err := ExtractRepoFromURL("https://gitlab-ci-token:Qw7ErT9yUi0pAs2DgitLab.example.com/acme") // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}
}

func TestMinioEnv(t *testing.T) {
	user, pwd, container := "minio", "minio123", "minio-test"
	// Source: github.com/goreleaser/goreleaser/v2/internal/pipe/blob/blob_minio_test.go:450 (MC_HOST env value formatted with %s user and password verbs)
	env := fmt.Sprintf("MC_HOST_local=http://%s:%s@%s:9000", user, pwd, container) // lookalike
	os.Setenv("MC_HOST_local_TEST", env)
}
