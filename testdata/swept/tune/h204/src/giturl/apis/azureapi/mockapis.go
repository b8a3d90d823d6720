package azureapi

import (
	"encoding/json"
	"fmt"
)

// Source: github.com/kubescape/go-git-url/apis/azureapi/mockapis.go:8 (syntax: a canned JSON API response for the mock, which holds URLs as data and is no URI itself; kept under the step 1 rule as text a linter could report, though no URI)
var mockTreeUrl = `{ "count": 12, "value": [ { "objectId": "3838adf7667bcec12a8bd0b868e5ce18e4476815", "gitObjectType": "tree", "path": "/", "isFolder": true, "url": "https://dev.azure.com/anubhav06/2773a1e0-3a09-4b3c-962d-31b884fe58c4/_apis/git/repositories/1f4ef7ba/items?path=%2F&versionType=Branch&version=dev" }, { "gitObjectType": "blob", "path": "/.gitignore", "url": "https://dev.azure.com/anubhav06/testing/_apis/git/repositories/e4a1a3d3/items//.gitignore?versionType=Branch&version=dev" } ] }` // lookalike
// Source: github.com/kubescape/go-git-url/apis/azureapi/mockapis.go:9 (syntax: a canned JSON commit response for the mock, data and no URI; kept under the step 1 rule as text a linter could report, though no URI)
var mockLastCommit = `{ "count": 1, "value": [ { "commitId": "8cb368a261285f7d5129109f9bb3918de1999449", "author": { "name": "Anubhav Gupta", "email": null }, "comment": "Updated README.md", "url": "https://dev.azure.com/anubhav06/2773a1e0/_apis/git/repositories/e4a1a3d3/commits/8cb368a261285f7d5129109f9bb3918de1999449" } ] }` // lookalike

type Tree struct {
	Count int `json:"count"`
}

type Commit struct {
	Count int `json:"count"`
}

type MockAzureAPI struct {
}

func NewMockAzureAPI() *MockAzureAPI { return &MockAzureAPI{} }

func (az *MockAzureAPI) GetRepoTree(owner, project, repo, branch string, headers *Headers) (*Tree, error) {
	t := Tree{}
	switch fmt.Sprintf("%s/%s/_git/%s", owner, project, repo) {
	case "anubhav06/testing/_git/testing":
		json.Unmarshal([]byte(mockTreeUrl), &t)
	}
	return &t, nil
}

func (az MockAzureAPI) GetLatestCommit(owner, project, repo, branch string, headers *Headers) (*Commit, error) {
	var data Commit
	if err := json.Unmarshal([]byte(mockLastCommit), &data); err != nil {
		return &data, err
	}
	return &data, nil
}
