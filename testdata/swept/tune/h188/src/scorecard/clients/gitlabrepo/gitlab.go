// Package gitlabrepo holds rewritten excerpts of scorecard's GitLab client.
package gitlabrepo

import (
	"net/http"
	"net/url"
	"strings"
)

// GitlabClient is a stand-in for gitlab.Client: every API path is resolved against its base URL.
type GitlabClient struct {
	token   string
	baseURL *url.URL
}

// ClientOptionFunc is a stand-in for gitlab.ClientOptionFunc.
type ClientOptionFunc func(*GitlabClient) error

// WithBaseURL is a stand-in for gitlab.WithBaseURL, which parses the URL and appends api/v4/ to its path.
func WithBaseURL(urlStr string) ClientOptionFunc {
	return func(c *GitlabClient) error {
		u, err := url.Parse(urlStr)
		if err != nil {
			return err
		}
		if !strings.HasSuffix(u.Path, "/") {
			u.Path += "/"
		}
		u.Path += "api/v4/"
		c.baseURL = u
		return nil
	}
}

// NewClient is a stand-in for gitlab.NewClient.
func NewClient(token string, options ...ClientOptionFunc) (*GitlabClient, error) {
	c := &GitlabClient{token: token}
	for _, o := range options {
		if err := o(c); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// ListProjects is a stand-in for the projects listing call.
func (c *GitlabClient) ListProjects() (*http.Response, error) {
	u, err := c.baseURL.Parse("projects")
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}
