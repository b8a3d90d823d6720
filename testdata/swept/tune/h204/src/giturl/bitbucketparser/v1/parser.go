package v1

import (
	"fmt"
	"net/url"
)

type BitBucketURL struct {
	host, owner, repo, branch, path string
}

func (gl *BitBucketURL) GetURL() *url.URL {
	return &url.URL{
		Scheme: "https",
		Host:   gl.GetHostName(),
		Path:   fmt.Sprintf("%s/%s", gl.GetOwnerName(), gl.GetRepoName()),
		// Source: github.com/kubescape/go-git-url/bitbucketparser/v1/parser.go:38 (syntax: a rootless Path beside a Host gets its leading slash from URL.String, a well-formed repo URL; the template rule judges it as the URI String builds)
	} // lookalike
}

func (gl *BitBucketURL) GetHostName() string  { return gl.host }
func (gl *BitBucketURL) GetOwnerName() string { return gl.owner }
func (gl *BitBucketURL) GetRepoName() string  { return gl.repo }
func (gl *BitBucketURL) GetHttpCloneURL() string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/bitbucketparser/v1/parser.go:56 (syntax: format verbs filled with workspace and repo slug; template rule)
		"https://bitbucket.org/%s/%s.git", // lookalike
		// Source: github.com/kubescape/go-git-url/bitbucketparser/v1/parser.go:56 (escaper: Bitbucket workspace and repo slugs need no escaping; the template rule judges the URI as filled)
		gl.GetOwnerName(), gl.GetRepoName()) // lookalike
}
