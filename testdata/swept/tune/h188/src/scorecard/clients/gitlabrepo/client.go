package gitlabrepo

import (
	"fmt"
	"os"
)

// Client is a stand-in for the scorecard GitLab repo client.
type Client struct {
	glClient *GitlabClient
}

// CreateGitlabClient is called with repo.Host(), the host (and GL_HOST path prefix) of the parsed repo.
func CreateGitlabClient(host string) (*Client, error) {
	token := os.Getenv("GITLAB_AUTH_TOKEN")
	return CreateGitlabClientWithToken(token, host)
}

// CreateGitlabClientWithToken builds the API client for host.
func CreateGitlabClientWithToken(token, host string) (*Client, error) {
	// Source: github.com/ossf/scorecard/v5/clients/gitlabrepo/client.go:286 (sink: host is the parsed repo's host, possibly with port and GL_HOST path, so putting https before it gives a full base URL; the sink rule is met since the function gets the full URI it needs)
	url := "https://" + host // lookalike
	client, err := NewClient(token, WithBaseURL(url))
	if err != nil {
		return nil, fmt.Errorf("could not create gitlab client with error: %w", err)
	}
	return &Client{glClient: client}, nil
}
