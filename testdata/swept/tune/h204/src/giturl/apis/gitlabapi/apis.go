package gitlabapi

import (
	"fmt"
	"net/http"
	"strings"

	"giturl/apis"
)

type Headers struct {
	Token string
}

func (h *Headers) ToMap() map[string]string {
	m := make(map[string]string)
	if h != nil && h.Token != "" {
		m["PRIVATE-TOKEN"] = h.Token
	}
	return m
}

type GitLabAPI struct {
	host       string
	httpClient *http.Client
}

func NewGitLabAPI(host string) *GitLabAPI {
	return &GitLabAPI{host: host, httpClient: &http.Client{}}
}

func getProjectId(owner, repo string) string {
	return strings.ReplaceAll(owner+"/"+repo, "/", "%2F")
}

func (gl *GitLabAPI) GetRepoTree(owner, repo, branch string, headers *Headers) (string, error) {
	id := getProjectId(owner, repo)
	return apis.HttpGet(gl.httpClient, APIRepoTree(gl.host, id, branch), headers.ToMap())
}

// APIRepoTree GitLab tree api
// API Ref: https://docs.gitlab.com/ee/api/repositories.html
func APIRepoTree(host, id, branch string) string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/gitlabapi/apis.go:95 (syntax: format verbs filled with the parsed host, an escaped project id and a branch; template rule)
		"https://%s/api/v4/projects/%s/repository/tree?ref=%s", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/gitlabapi/apis.go:95 (escaper: the project id has its slashes escaped by getProjectId and the branch name needs no query escaping; the template rule judges the URI as filled)
		host, id, branch) // lookalike
}

// APIRaw GitLab : Get raw file from repository
// API Ref: https://docs.gitlab.com/ee/api/repository_files.html#get-raw-file-from-repository
// Example: https://gitlab.com/api/v4/projects/23383112/repository/files/app%2Findex.html/raw
func APIRaw(host, owner, repo, path string) string {
	id := getProjectId(owner, repo)

	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/gitlabapi/apis.go:104 (syntax: format verbs filled with host, project id and file path; template rule)
		"https://%s/api/v4/projects/%s/repository/files/%s/raw", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/gitlabapi/apis.go:104 (escaper: GitLab needs file_path URL-encoded as one segment, app%2Findex.html as the doc example shows, but the tree path is spliced raw with its slashes; the escaper check rule on a value needing escaping spliced raw)
		host, id, path) // defect escaper
}

// APIMetadata GitLab : Branch metadata; list repo branches
func APIMetadata(host, id string) string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/gitlabapi/apis.go:111 (syntax: format verbs filled with host and escaped project id; template rule)
		"https://%s/api/v4/projects/%s/repository/branches", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/gitlabapi/apis.go:111 (escaper: the project id comes escaped from getProjectId; the template rule judges the URI as filled)
		host, id) // lookalike
}

// APILastCommits GitLab : List repository commits
func APILastCommits(host, id string) string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/gitlabapi/apis.go:118 (syntax: format verbs filled with host and escaped project id; template rule)
		"https://%s/api/v4/projects/%s/repository/commits", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/gitlabapi/apis.go:118 (escaper: the project id comes escaped from getProjectId; the template rule judges the URI as filled)
		host, id) // lookalike
}

// APILastCommitsOfBranch GitLab : Last commits of specific branch
// Example: https://gitlab.com/api/v4/projects/nanuchi%2Fdeveloping-with-docker/repository/commits?ref_name=feature/k8s-in-hour
func APILastCommitsOfBranch(host, id, branch string) string {
	// Source: github.com/kubescape/go-git-url/apis/gitlabapi/apis.go:127 (escaper: a branch name such as feature/k8s-in-hour is legal as is in a query value, as the doc example shows; the template rule judges the URI as filled)
	return fmt.Sprintf("%s?ref_name=%s", APILastCommits(host, id), branch) // lookalike
}

// APILastCommitsOfPath GitLab : Last commits of specific branch & specified path
// Example: https://gitlab.com/api/v4/projects/nanuchi%2Fdeveloping-with-docker/repository/commits?ref_name=master&path=app/server.js
func APILastCommitsOfPath(host, id, branch, path string) string {
	// Source: github.com/kubescape/go-git-url/apis/gitlabapi/apis.go:134 (escaper: the file path is spliced raw into the path= query value; a space, & or # breaks it; the escaper check rule on a value needing escaping spliced raw)
	return fmt.Sprintf("%s&path=%s", APILastCommitsOfBranch(host, id, branch), path) // defect escaper
}
