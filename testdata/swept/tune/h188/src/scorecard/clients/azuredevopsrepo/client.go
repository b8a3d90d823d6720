package azuredevopsrepo

import (
	"context"
	"strings"
)

// Connection is a stand-in for azuredevops.Connection.
type Connection struct {
	BaseUrl       string
	Authorization string
}

// NewPatConnection is a stand-in for azuredevops.NewPatConnection: it keeps the organization URL as the base of every API call.
func NewPatConnection(organizationUrl string, personalAccessToken string) *Connection {
	return &Connection{BaseUrl: strings.ToLower(strings.TrimRight(organizationUrl, "/")), Authorization: "Basic " + personalAccessToken}
}

// Client is a stand-in for the scorecard Azure DevOps client.
type Client struct {
	connection *Connection
	repourl    *Repo
	zip        *zipHandler
}

// CreateAzureDevOpsClientWithToken builds a client for the repo's organization.
func CreateAzureDevOpsClientWithToken(ctx context.Context, token string, repo *Repo) (*Client, error) {
	_ = ctx
	// https://dev.azure.com/<org>
	// Source: github.com/ossf/scorecard/v5/clients/azuredevopsrepo/client.go:248 (escaper: the host is the fixed dev.azure.com of the parsed repo and the organization a single validated path segment that Azure restricts to letters, digits and hyphens, so nothing needs escaping; the escaper rule asks only that values needing escaping are escaped once with the right escaper)
	url := "https://" + repo.Host() + "/" + strings.Split(repo.Path(), "/")[0] // lookalike
	connection := NewPatConnection(url, token)
	return &Client{connection: connection, repourl: repo, zip: &zipHandler{repourl: repo}}, nil
}
