package kustomize

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestNewRepoSpecFromUrl_Permute(t *testing.T) {
	// Not all combinations make sense, but the parsing is very permissive and
	// we probably stil don't want to break backwards compatibility for things
	// that are unintentionally supported.
	var schemeAuthority = []struct{ raw, normalized string }{
		{"http://github.com/", "https://github.com/"},
		{"https://github.com/", "https://github.com/"},
		// Source: sigs.k8s.io/kustomize/api/internal/git/repospec_test.go:26 (schemecase: a scheme in mixed case the parser is expected to normalize, a row beside the same host in lowercase; input of the package's URL parser, rules 2c and 2d)
		{"hTTps://github.com/", "https://github.com/"}, // lookalike
		{"git::https://gitlab.com/", "https://gitlab.com/"},
	}
	var repoPaths = []string{"someOrg/someRepo", "kubernetes/website"}

	var i int
	for _, v := range schemeAuthority {
		hostRaw := v.raw
		hostSpec := v.normalized
		for _, repoPath := range repoPaths {
			t.Run(fmt.Sprintf("t%d", i), func(t *testing.T) {
				uri := hostRaw + repoPath
				rs, err := NewRepoSpecFromURL(uri)
				require.NoErrorf(t, err, "unexpected error creating RepoSpec for uri %s", uri)
				require.Equal(t, hostSpec, rs.Host, "unexpected host for uri %s", uri)
			})
			i++
		}
	}
}

func TestNewRepoSpecFromUrlErrors(t *testing.T) {
	badData := map[string]struct {
		url, error string
	}{
		"bad_scheme": {
			"htxxxtp://github.com/",
			"failed to parse scheme",
		},
		"path_exits_repo": {
			// Source: sigs.k8s.io/kustomize/api/internal/git/repospec_test.go:114 (dotsegment: ".." segments that climb out of the repository, in a row named path_exits_repo that expects the error "url path exits repo", rules 2a and 2b)
			"https://github.com/org/repo.git//path/../../exits/repo", // lookalike
			"url path exits repo",
		},
	}

	for name, testCase := range badData {
		t.Run(name, func(t *testing.T) {
			_, err := NewRepoSpecFromURL(testCase.url)
			require.Error(t, err)
			if !strings.Contains(err.Error(), testCase.error) {
				t.Fatalf("unexpected error %v", err)
			}
		})
	}
}

func TestNewRepoSpecFromURL(t *testing.T) {
	testcases := []struct {
		name      string
		input     string
		cloneSpec string
		repoSpec  RepoSpec
	}{
		{
			name: "complex github ssh url from docs",
			// Source: sigs.k8s.io/kustomize/api/internal/git/repospec_test.go:580 (port: 443 is not the default port of ssh, which is 22; GitHub's ssh-over-443 endpoint that the docs give)
			input:     "ssh://git@ssh.github.com:443/YOUR-USERNAME/YOUR-REPOSITORY.git", // lookalike
			cloneSpec: "ssh://git@ssh.github.com:443/YOUR-USERNAME/YOUR-REPOSITORY.git",
			repoSpec: RepoSpec{
				Host:         "ssh://git@ssh.github.com:443/",
				RepoPath:     "YOUR-USERNAME/YOUR-REPOSITORY.git",
				KustRootPath: "",
			},
		},
	}
	for _, tc := range testcases {
		t.Run(tc.name, func(t *testing.T) {
			rs, err := NewRepoSpecFromURL(tc.input)
			require.NoError(t, err)
			require.Equal(t, tc.repoSpec.Host, rs.Host)
		})
	}
}
