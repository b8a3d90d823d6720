package v1

import (
	"fmt"
	"net/url"
)

type GitHubURL struct {
	host, owner, repo, branch, path string
}

func (gh *GitHubURL) GetURL() *url.URL {
	return &url.URL{
		Scheme: "https",
		Host:   gh.GetHostName(),
		Path:   fmt.Sprintf("%s/%s", gh.GetOwnerName(), gh.GetRepoName()),
		// Source: github.com/kubescape/go-git-url/githubparser/v1/parser.go:36 (syntax: a rootless Path beside a Host gets its leading slash from URL.String, a well-formed repo URL; the template rule judges it as the URI String builds)
	} // lookalike
}

func (gh *GitHubURL) GetHostName() string  { return gh.host }
func (gh *GitHubURL) GetOwnerName() string { return gh.owner }
func (gh *GitHubURL) GetRepoName() string  { return gh.repo }
func (gh *GitHubURL) GetHttpCloneURL() string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/githubparser/v1/parser.go:54 (syntax: format verbs filled with GitHub owner and repo names; template rule)
		"https://github.com/%s/%s.git", // lookalike
		// Source: github.com/kubescape/go-git-url/githubparser/v1/parser.go:54 (escaper: GitHub owner and repo names need no escaping; the template rule judges the URI as filled)
		gh.GetOwnerName(), gh.GetRepoName()) // lookalike
}
