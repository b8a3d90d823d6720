package cds

import (
	"regexp"
	"strings"
	"testing"
)

// VCSRepo is a repository of a VCS server.
type VCSRepo struct {
	Name         string
	HTTPCloneURL string
}

type fakeVCS struct {
	repos map[string]VCSRepo
}

func (f *fakeVCS) GetRepo(name string) VCSRepo {
	return f.repos[name]
}

func TestPostProjectRepositoryHandler(t *testing.T) {
	vcs := &fakeVCS{repos: map[string]VCSRepo{
		"ovh/cds": {
			Name: "ovh/cds",
			// Source: github.com/ovh/cds/engine/api/v2_project_repository_test.go:58 (hostcase: the clone URL the fake VCS server returns and the code stores, a working value, rule 1; its host is not lowercase)
			HTTPCloneURL: "http://fakeURL", // defect hostcase form
		},
	}}
	repo := vcs.GetRepo("ovh/cds")
	if repo.HTTPCloneURL == "" {
		t.Fatal("no clone URL")
	}
}

var scpColon = regexp.MustCompile(`^(ssh://[^/]+?):([^0-9/][^/]*/)`)

func normalizeGitURL(raw string) string {
	return scpColon.ReplaceAllString(raw, "$1/$2")
}

func TestNormalizeGitURL(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		want string
	}{
		{
			name: "hybrid ssh with SCP colon and deep path",
			// Source: github.com/ovh/cds/contrib/grpcplugins/action/checkout/main_test.go:20 (port: an SCP colon where the port would be, input of the plugin's URL normaliser that must repair it, rule 2c)
			raw:  "ssh://git@github.com:ovh/cds.git", // lookalike
			want: "ssh://git@github.com/ovh/cds.git",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := normalizeGitURL(tt.raw); !strings.EqualFold(got, tt.want) {
				t.Errorf("normalizeGitURL(%q) = %q, want %q", tt.raw, got, tt.want)
			}
		})
	}
}
