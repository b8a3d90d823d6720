package githubapi

import (
	"fmt"
	"net/http"

	"giturl/apis"
)

const (
	DEFAULT_HOST string = "github.com"
	RAW_HOST     string = "raw.githubusercontent.com"
)

type Headers struct {
	Token string
}

func (h *Headers) ToMap() map[string]string {
	m := make(map[string]string)
	if h != nil && h.Token != "" {
		m["Authorization"] = fmt.Sprintf("token %s", h.Token)
	}
	return m
}

type GitHubAPI struct {
	httpClient *http.Client
}

func NewGitHubAPI() *GitHubAPI { return &GitHubAPI{httpClient: &http.Client{}} }

// GetFileLatestCommit gets latest commit data of path/file.
func (gh *GitHubAPI) GetFileLatestCommit(owner, repo, branch, fullPath string, headers *Headers) (string, error) {
	return apis.HttpGet(gh.httpClient, APILastCommitsOfPath(owner, repo, branch, fullPath), headers.ToMap())
}

// APIRepoTree github tree api
func APIRepoTree(owner, repo, branch string) string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/githubapi/apis.go:93 (syntax: format verbs filled with a constant host and repo identifiers, a valid URL once filled; template rule)
		"https://api.%s/repos/%s/%s/git/trees/%s?recursive=1", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/githubapi/apis.go:93 (escaper: owner, repo and branch are identifiers parsed from a GitHub URL, needing no escaping in these positions; the template rule judges the URI as filled)
		DEFAULT_HOST, owner, repo, branch) // lookalike
}

// APIRaw github raw file api; the download code passes each file path of the repo tree.
func APIRaw(owner, repo, branch, path string) string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/githubapi/apis.go:98 (syntax: format verbs filled with the raw host and path parts; template rule)
		"https://%s/%s/%s/%s/%s", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/githubapi/apis.go:98 (escaper: each repo file path from the tree listing is spliced raw into the URL path, so a file name with #, ? or % cuts or breaks the download URL; segments need url.PathEscape; the escaper check rule on a value needing escaping spliced raw)
		RAW_HOST, owner, repo, branch, path) // defect escaper
}

// APIMetadata github repo metadata api
func APIMetadata(owner, repo string) string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/githubapi/apis.go:103 (syntax: format verbs filled with a constant host and owner and repo names; template rule)
		"https://api.%s/repos/%s/%s", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/githubapi/apis.go:103 (escaper: GitHub owner and repo names are limited to letters, digits, dot, dash and underscore, nothing to escape; the template rule judges the URI as filled)
		DEFAULT_HOST, owner, repo) // lookalike
}

// APILastCommits github last commit api
func APILastCommits(owner, repo string) string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/githubapi/apis.go:108 (syntax: format verbs filled with a constant host and repo names; template rule)
		"https://api.%s/repos/%s/%s/commits", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/githubapi/apis.go:108 (escaper: owner and repo names need no escaping; the template rule judges the URI as filled)
		DEFAULT_HOST, owner, repo) // lookalike
}

// APILastCommitsOfBranch github last commit of specific branch api
func APILastCommitsOfBranch(owner, repo, branch string) string {
	return fmt.Sprintf("%s/%s", APILastCommits(owner, repo), branch)
}

// APILastCommitsOfPath github last commit of specific branch api
func APILastCommitsOfPath(owner, repo, branch, path string) string {
	// Source: github.com/kubescape/go-git-url/apis/githubapi/apis.go:118 (escaper: the caller's file path is spliced raw into the path= query value; a space breaks the request line and &, + or # are misread; the escaper check rule on a value needing escaping spliced raw)
	return fmt.Sprintf("%s?path=%s", APILastCommitsOfBranch(owner, repo, branch), path) // defect escaper
}
