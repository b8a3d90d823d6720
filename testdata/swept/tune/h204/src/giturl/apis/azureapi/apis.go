package azureapi

import (
	"fmt"
	"net/http"

	"giturl/apis"
)

const (
	DEFAULT_HOST string = "azure.com"
)

type AzureAPI struct {
	httpClient *http.Client
}

func NewAzureAPI() *AzureAPI { return &AzureAPI{httpClient: &http.Client{}} }

// GetFileLatestCommit gets latest commit data of path/file.
func (az *AzureAPI) GetFileLatestCommit(owner, project, repo, branch, fullPath string, headers *Headers) (string, error) {
	return apis.HttpGet(az.httpClient, APILastCommitsOfPath(owner, project, repo, branch, fullPath), headers.ToMap())
}

// GetRepoTree fetches the repository tree.
func (az *AzureAPI) GetRepoTree(owner, project, repo, branch string, headers *Headers) (string, error) {
	return apis.HttpGet(az.httpClient, APIRepoTree(owner, project, repo, branch), headers.ToMap())
}

// APIRepoTree Azure tree api
// Example: https://dev.azure.com/anubhav06/testing/_apis/git/repositories/testing/items?recursionLevel=Full&versionDescriptor.version=dev&api-version=5.1
func APIRepoTree(owner, project, repo, branch string) string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/azureapi/apis.go:103 (syntax: the %s holes are format verbs filled with a constant host and repo identifiers, giving a valid https URL; template rule)
		"https://dev.%s/%s/%s/_apis/git/repositories/%s/items?recursionLevel=Full&versionDescriptor.version=%s&api-version=5.1", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/azureapi/apis.go:103 (escaper: owner, project, repo and branch are identifiers parsed from a repo URL; the HTTP client re-escapes path spaces and branch names need no query escaping; the template rule judges the URI as filled)
		DEFAULT_HOST, owner, project, repo, branch) // lookalike
}

// APIRaw Azure raw file api
// Example: https://dev.azure.com/anubhav06/k8s-example/_apis/sourceProviders/tfsgit/filecontents?&repository=k8s-example&commitOrBranch=master&path=/volumes/cephfs/cephfs.yaml&api-version=7.0
func APIRaw(owner, project, repo, branch, path string) string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/azureapi/apis.go:111 (syntax: the %s holes are format verbs, not bad percent escapes; template rule)
		"https://dev.%s/%s/%s/_apis/sourceProviders/tfsgit/filecontents?&repository=%s&commitOrBranch=%s&path=%s", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/azureapi/apis.go:111 (escaper: a repo file path from the tree listing is spliced raw into the path= query value, where a space breaks the request line and &, + or # are misread; the escaper check rule on a value needing escaping spliced raw)
		DEFAULT_HOST, owner, project, repo, branch, path) // defect escaper
}

// APIMetadata Azure repo metadata api
func APIMetadata(owner, project, repo string) string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/azureapi/apis.go:118 (syntax: format verbs filled with a constant host and repo identifiers; template rule)
		"https://dev.%s/%s/%s/_apis/git/repositories/%s/stats/branches?api-version=4.1", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/azureapi/apis.go:118 (escaper: only repo identifiers fill the path holes, which the HTTP client re-escapes; the template rule judges the URI as filled)
		DEFAULT_HOST, owner, project, repo) // lookalike
}

// APILastCommits Azure last commit api
func APILastCommits(owner, project, repo string) string {
	return fmt.Sprintf(
		// Source: github.com/kubescape/go-git-url/apis/azureapi/apis.go:125 (syntax: format verbs filled with identifiers, the $top query key is a legal query character; template rule)
		"https://dev.%s/%s/%s/_apis/git/repositories/%s/commits?searchCriteria.$top=1", // lookalike
		// Source: github.com/kubescape/go-git-url/apis/azureapi/apis.go:125 (escaper: only repo identifiers fill the path holes; the template rule judges the URI as filled)
		DEFAULT_HOST, owner, project, repo) // lookalike
}

// APILastCommitsOfBranch Azure last commit of specific branch api
func APILastCommitsOfBranch(owner, project, repo, branch string) string {
	return fmt.Sprintf("%s&searchCriteria.itemVersion.version=%s", APILastCommits(owner, project, repo), branch)
}

// APILastCommitsOfPath Azure last commit of specific branch api
// Example: https://dev.azure.com/anubhav06/k8s-example/_apis/git/repositories/k8s-example/commits?searchCriteria.$top=1&searchCriteria.itemVersion.version=master&searchCriteria.itemPath=volumes/storageos/storageos-pod.yaml
func APILastCommitsOfPath(owner, project, repo, branch, path string) string {
	// Source: github.com/kubescape/go-git-url/apis/azureapi/apis.go:139 (escaper: the caller's file path is spliced raw into the itemPath query value; a space, & or # breaks the request; the escaper check rule on a value needing escaping spliced raw)
	return fmt.Sprintf("%s&searchCriteria.itemPath=%s", APILastCommitsOfBranch(owner, project, repo, branch), path) // defect escaper
}
