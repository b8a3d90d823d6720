package packer

import (
	"fmt"
	"net/http"
	"path/filepath"

	"github.com/google/go-github/v75/github"
)

// GithubPlugin is a plugin address on GitHub.
type GithubPlugin struct {
	Namespace string
	Type      string
}

// RealRelativePath returns the org/repo path of the plugin on GitHub.
func (gp GithubPlugin) RealRelativePath() string {
	return gp.Namespace + "/packer-plugin-" + gp.Type
}

// Getter gets plugins from GitHub.
type Getter struct {
	Client *github.Client
}

// Get returns the request that fetches what for version of the plugin.
func (g *Getter) Get(what string, ghURI GithubPlugin, version string) (*http.Request, error) {
	if g.Client == nil {
		g.Client = github.NewClient(nil)
	}
	var req *http.Request
	var err error
	switch what {
	case "releases":
		u := filepath.ToSlash("/repos/" + ghURI.RealRelativePath() + "/git/matching-refs/tags")
		req, err = g.Client.NewRequest("GET", u, nil)
	case "sha256":
		// something like https://github.com/sylviamoss/packer-plugin-comment/releases/download/v0.2.11/packer-plugin-comment_v0.2.11_x5_SHA256SUMS
		// Source: github.com/hashicorp/packer/packer/plugin-getter/github/getter.go:250 (pathjoin: filepath.ToSlash only turns the separators of Windows into '/', and collapses no "//"; the URL keeps its authority)
		u := filepath.ToSlash("https://github.com/" + ghURI.RealRelativePath() + "/releases/download/" + version + "/packer-plugin-" + ghURI.Type + "_" + version + "_SHA256SUMS") // lookalike
		req, err = g.Client.NewRequest(
			"GET",
			u,
			nil,
		)
	default:
		return nil, fmt.Errorf("%q not implemented", what)
	}
	if err != nil {
		return nil, err
	}
	return req, nil
}
