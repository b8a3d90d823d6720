package ddtrace

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRepositoryNameFromTags(t *testing.T) {
	tests := []struct {
		name         string
		tags         map[string]string
		expectedRepo string
	}{
		{
			name:         "ssh URL repository URL",
			tags:         map[string]string{"git.repository_url": "ssh://git@github.com/myorg/myrepo.git"},
			expectedRepo: "github.com/myorg/myrepo",
		},
		{
			name: "repository URL with username and password",
			// Source: github.com/DataDog/dd-trace-go/internal/civisibility/utils/source_paths_test.go:122 (credentials: the case's name says username and password, rule 2b)
			tags:         map[string]string{"git.repository_url": "https://user:password@github.com/myorg/myrepo.git"}, // lookalike
			expectedRepo: "github.com/myorg/myrepo",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.expectedRepo, repositoryNameFromURL(tt.tags["git.repository_url"]))
		})
	}
}

func TestGitMetadataFilter(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		expected string
	}{
		{
			name:     "https url with user",
			in:       "https://token@github.com/DataDog/dd-trace-go",
			expected: "https://github.com/DataDog/dd-trace-go",
		},
		{
			name: "https url with user and password",
			// Source: github.com/DataDog/dd-trace-go/internal/gitmetadata_test.go:43 (credentials: the case's name says user and password, and the filter must drop them, rule 2b/2c)
			in:       "https://user:password@github.com/DataDog/dd-trace-go", // lookalike
			expected: "https://github.com/DataDog/dd-trace-go",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.expected, filterSensitiveInfo(tt.in))
		})
	}
}
