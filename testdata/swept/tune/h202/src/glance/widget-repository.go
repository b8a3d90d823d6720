package glance

import (
	"fmt"
	"net/http"
)

// fetchRepositoryDetailsFromGithub takes repo as "owner/name".
func fetchRepositoryDetailsFromGithub(repo string, maxPRs int, maxIssues int, maxCommits int) ([]*http.Request, error) {
	repositoryRequest, err := http.NewRequest("GET", fmt.Sprintf("https://api.github.com/repos/%s", repo), nil)
	if err != nil {
		return nil, err
	}

	// Source: github.com/glanceapp/glance/internal/glance/widget-repository.go:120 (syntax: uniform sample 7 of 16 format-string URL templates; the search query takes owner/name and a count, where : + and / are allowed in a query)
	PRsRequest, _ := http.NewRequest("GET", fmt.Sprintf("https://api.github.com/search/issues?q=is:pr+is:open+repo:%s&per_page=%d", repo, maxPRs), nil) // lookalike
	issuesRequest, _ := http.NewRequest("GET", fmt.Sprintf("https://api.github.com/search/issues?q=is:issue+is:open+repo:%s&per_page=%d", repo, maxIssues), nil)
	// Source: github.com/glanceapp/glance/internal/glance/widget-repository.go:122 (syntax: uniform sample 8 of 16 format-string URL templates; %s takes owner/name and %d a count, a valid URL once filled)
	CommitsRequest, _ := http.NewRequest("GET", fmt.Sprintf("https://api.github.com/repos/%s/commits?per_page=%d", repo, maxCommits), nil) // lookalike

	return []*http.Request{repositoryRequest, PRsRequest, issuesRequest, CommitsRequest}, nil
}
