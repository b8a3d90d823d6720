package v1

import (
	"fmt"
	"net/url"
)

type GitLabURL struct {
	host, owner, repo, branch, path string
}

func (gl *GitLabURL) GetURL() *url.URL {
	return &url.URL{
		Scheme: "https",
		Host:   gl.GetHostName(),
		Path:   fmt.Sprintf("%s/%s", gl.GetOwnerName(), gl.GetRepoName()),
		// Source: github.com/kubescape/go-git-url/gitlabparser/v1/parser.go:29 (syntax: a rootless Path beside a Host gets its leading slash from URL.String, a well-formed repo URL; the template rule judges it as the URI String builds)
	} // lookalike
}

func (gl *GitLabURL) GetHostName() string  { return gl.host }
func (gl *GitLabURL) GetOwnerName() string { return gl.owner }
func (gl *GitLabURL) GetRepoName() string  { return gl.repo }
func (gl *GitLabURL) GetHttpCloneURL() string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/gitlabparser/v1/parser.go:47 (syntax: format verbs filled with the parsed host and group and repo path; template rule)
		"https://%s/%s/%s.git", // lookalike
		// Source: github.com/kubescape/go-git-url/gitlabparser/v1/parser.go:47 (escaper: host, owner (group path) and repo come from a parsed repo URL and go back in the same places; the template rule judges the URI as filled)
		gl.host, gl.owner, gl.repo) // lookalike
}
