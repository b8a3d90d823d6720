package gogs

import (
	"testing"

	"github.com/gogs/git-module"
)

func TestInferSubmoduleURL(t *testing.T) {
	tests := []struct {
		name      string
		submodule *git.Submodule
		expURL    string
	}{
		{
			name: "HTTPS URL",
			submodule: &git.Submodule{
				URL:    "https://github.com/gogs/docs-api.git",
				Commit: "6b08f76a5313fa3d26859515b30aa17a5faa2807",
			},
			expURL: "https://github.com/gogs/docs-api/commit/6b08f76a5313fa3d26859515b30aa17a5faa2807",
		},
		{
			name: "SSH URL with port",
			submodule: &git.Submodule{
				// Source: github.com/gogs/gogs/internal/gitx/submodule_test.go:27 (port: ssh's default port 22 in the input of the submodule URL rewriter, in a case named "with port", rule 2b, 2c)
				URL:    "ssh://user@github.com:22/gogs/docs-api.git", // lookalike
				Commit: "6b08f76a5313fa3d26859515b30aa17a5faa2807",
			},
			expURL: "http://github.com/gogs/docs-api/commit/6b08f76a5313fa3d26859515b30aa17a5faa2807",
		},
		{
			name: "relative path",
			submodule: &git.Submodule{
				URL:    "../repo2.git",
				Commit: "6b08f76a5313fa3d26859515b30aa17a5faa2807",
			},
			// Source: github.com/gogs/gogs/internal/gitx/submodule_test.go:46 (dotsegment: the ".." the rewriter keeps from a relative submodule path, expected output in a case named "relative path", rule 2b)
			expURL: "https://gogs.example.com/user/repo/../repo2/commit/6b08f76a5313fa3d26859515b30aa17a5faa2807", // lookalike
		},
		{
			name: "bad URL",
			submodule: &git.Submodule{
				URL:    "ftp://example.com",
				Commit: "6b08f76a5313fa3d26859515b30aa17a5faa2807",
			},
			expURL: "ftp://example.com",
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			if got := InferSubmoduleURL("https://gogs.example.com/user/repo", test.submodule); got != test.expURL {
				t.Errorf("got %q, want %q", got, test.expURL)
			}
		})
	}
}
