package githubrepo

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
)

const defaultGhHost = "github.com"

// Client is a stand-in for go-github's Client: it resolves relative API paths against BaseURL.
type Client struct {
	client  *http.Client
	BaseURL *url.URL
}

// NewRequest is a stand-in for go-github's Client.NewRequest, which requires BaseURL to end in a slash and resolves urlStr against it.
func (c *Client) NewRequest(method, urlStr string, body interface{}) (*http.Request, error) {
	_ = body
	if !strings.HasSuffix(c.BaseURL.Path, "/") {
		return nil, fmt.Errorf("BaseURL must have a trailing slash, but %q does not", c.BaseURL)
	}
	u, err := c.BaseURL.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, u.String(), nil)
}

// WithEnterpriseURLs is a stand-in for go-github's Client.WithEnterpriseURLs.
func (c *Client) WithEnterpriseURLs(baseURL, uploadURL string) (*Client, error) {
	_ = uploadURL
	u, err := url.Parse(strings.TrimSuffix(baseURL, "/") + "/")
	if err != nil {
		return nil, err
	}
	return &Client{client: c.client, BaseURL: u}, nil
}

// NewClient is a stand-in for go-github's NewClient.
func NewClient(httpClient *http.Client) *Client {
	u, _ := url.Parse("https://api.github.com/")
	return &Client{client: httpClient, BaseURL: u}
}

// NewEnterpriseClient is a stand-in for githubv4.NewEnterpriseClient.
func NewEnterpriseClient(url string, httpClient *http.Client) *http.Request {
	_ = httpClient
	req, _ := http.NewRequest(http.MethodPost, url, nil)
	return req
}

// CreateGithubRepoClientWithTransport picks the enterprise API when GH_HOST names another host.
func CreateGithubRepoClientWithTransport(rt http.RoundTripper) (*Client, error) {
	httpClient := &http.Client{Transport: rt}
	githubHost, isGhHost := os.LookupEnv("GH_HOST")
	if isGhHost && githubHost != defaultGhHost {
		// Source: github.com/ossf/scorecard/v5/clients/githubrepo/client.go:370 (syntax: the %s hole takes the GH_HOST host name, which yields a valid enterprise REST URL once filled; judged filled by the template rule)
		githubRestURL := fmt.Sprintf("https://%s/api/v3", strings.TrimSpace(githubHost)) // lookalike
		// Source: github.com/ossf/scorecard/v5/clients/githubrepo/client.go:371 (syntax: the %s hole takes the GH_HOST host name, a valid enterprise GraphQL URL once filled; judged filled by the template rule)
		githubGraphqlURL := fmt.Sprintf("https://%s/api/graphql", strings.TrimSpace(githubHost)) // lookalike
		client, err := NewClient(httpClient).WithEnterpriseURLs(githubRestURL, githubRestURL)
		if err != nil {
			return nil, err
		}
		NewEnterpriseClient(githubGraphqlURL, httpClient)
		return client, nil
	}
	return NewClient(httpClient), nil
}
