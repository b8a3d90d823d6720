package kustomize

import (
	"errors"
	"net/url"
	"path"
	"strings"
)

const refQuery = "?ref="

// RepoSpec specifies a git repository and a branch and path therein.
type RepoSpec struct {
	// Host, e.g. https://github.com/
	Host string
	// RepoPath name (Remote URI path), e.g. kubernetes-sigs/kustomize
	RepoPath string
	// KustRootPath is the path to the kustomization root within the repo.
	KustRootPath string
	// Ref is the branch, tag or SHA.
	Ref string
}

// NewRepoSpecFromURL parses git-like urls.
func NewRepoSpecFromURL(n string) (*RepoSpec, error) {
	if strings.HasPrefix(n, "/") {
		return nil, errors.New("uri looks like abs path")
	}
	u, err := url.Parse(strings.TrimPrefix(n, "git::"))
	if err != nil || u.Scheme == "" {
		return nil, errors.New("failed to parse scheme")
	}
	repo, root, _ := strings.Cut(u.Path, "//")
	if strings.HasPrefix(path.Clean("/"+root), "/..") || strings.Contains(root, "../..") {
		return nil, errors.New("url path exits repo")
	}
	return &RepoSpec{
		Host:         strings.ToLower(u.Scheme) + "://" + u.User.String() + u.Host + "/",
		RepoPath:     strings.TrimPrefix(repo, "/"),
		KustRootPath: root,
		Ref:          u.Query().Get("ref"),
	}, nil
}
