package ddtrace

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGitMetadata(t *testing.T) {
	t.Run("git-metadata-from-dd-tags-with-credentials", func(t *testing.T) {
		// Source: github.com/DataDog/dd-trace-go/ddtrace/tracer/tracer_test.go:2498 (credentials: the subtest's name says with credentials; the test checks the tag comes out without them, rule 2b)
		t.Setenv("DD_TAGS", "git.commit.sha:123456789ABCD git.repository_url:https://user:passwd@github.com/user/repo go_path:somepath") // lookalike
		tags := RefreshGitMetadataTags()
		assert.Equal(t, "github.com/user/repo", tags["git.repository_url"])
	})
}
