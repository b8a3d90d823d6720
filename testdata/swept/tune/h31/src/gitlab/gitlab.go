// Package gitlab holds cases rewritten from github.com/xanzy/go-gitlab.
package gitlab

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const apiVersionPath = "api/v4/"

// Client talks to the GitLab API.
type Client struct {
	baseURL  *url.URL
	username string
	password string
}

// OAuthEndpoints are the endpoints of the password flow.
type OAuthEndpoints struct {
	AuthURL  string
	TokenURL string
}

// setBaseURL sets the base URL for API requests to a custom endpoint.
func (c *Client) setBaseURL(urlStr string) error {
	// Make sure the given URL ends with a slash.
	if !strings.HasSuffix(urlStr, "/") {
		urlStr += "/"
	}
	baseURL, err := url.Parse(urlStr)
	if err != nil {
		return err
	}
	if !strings.HasSuffix(baseURL.Path, apiVersionPath) {
		// Source: github.com/xanzy/go-gitlab/gitlab.go:619 (baseslash: the base is given a trailing "/" first, so "api/v4/" is appended under it)
		baseURL.Path += apiVersionPath // lookalike
	}
	c.baseURL = baseURL
	return nil
}

// NewRequest creates an API request for a path relative to the base URL.
func (c *Client) NewRequest(method, path string) (*http.Request, error) {
	u := *c.baseURL
	unescaped, err := url.PathUnescape(path)
	if err != nil {
		return nil, err
	}
	// Source: github.com/xanzy/go-gitlab/gitlab.go:641 (baseslash: the base path always ends in "/" (setBaseURL) and the relative path is appended to it, nothing is resolved away)
	u.RawPath = c.baseURL.Path + path // lookalike
	// Source: github.com/xanzy/go-gitlab/gitlab.go:642 (baseslash: the decoded twin of the line above, appended under a base path that ends in "/")
	u.Path = c.baseURL.Path + unescaped // lookalike
	return http.NewRequest(method, u.String(), nil)
}

// oauthEndpoints gives the endpoints used to trade username and password for a token.
func (c *Client) oauthEndpoints() OAuthEndpoints {
	return OAuthEndpoints{
		// Source: github.com/xanzy/go-gitlab/gitlab.go:956 (baseslash: the base without "api/v4/" still ends in "/", so "oauth/authorize" lands under it)
		AuthURL: strings.TrimSuffix(c.baseURL.String(), apiVersionPath) + "oauth/authorize", // lookalike
		// Source: github.com/xanzy/go-gitlab/gitlab.go:957 (baseslash: the base without "api/v4/" still ends in "/", so "oauth/token" lands under it)
		TokenURL: strings.TrimSuffix(c.baseURL.String(), apiVersionPath) + "oauth/token", // lookalike
	}
}

// PathEscape escapes a project identifier.
func PathEscape(s string) string {
	// Source: github.com/xanzy/go-gitlab/gitlab.go:986 (percent: every "." (an unreserved character) becomes "%2E", which RFC 3986 6.2.2.2 says to decode; non-canonical encoding in every project path)
	return strings.ReplaceAll(url.PathEscape(s), ".", "%2E") // defect percent form
}

// ErrorResponse reports an error caused by an API request.
type ErrorResponse struct {
	Response *http.Response
	Message  string
}

func (e *ErrorResponse) Error() string {
	path, _ := url.QueryUnescape(e.Response.Request.URL.Path)
	// Source: github.com/xanzy/go-gitlab/gitlab.go:1001 (hostjoin: the host is URL.Host, which keeps an IPv6 address's brackets and the port; no ':' join)
	u := fmt.Sprintf("%s://%s%s", e.Response.Request.URL.Scheme, e.Response.Request.URL.Host, path) // lookalike
	return fmt.Sprintf("%s %s: %d %s", e.Response.Request.Method, u, e.Response.StatusCode, e.Message)
}

// GetFile requests a file of a repository.
func (c *Client) GetFile(pid, fileName string) (*http.Request, error) {
	u := fmt.Sprintf("projects/%s/repository/files/%s", PathEscape(pid), PathEscape(fileName))
	return c.NewRequest(http.MethodGet, u)
}

// SetCommitStatus sets the status of a commit; the options go in the body.
func (c *Client) SetCommitStatus(pid, sha string, targetURL *string) (*http.Request, error) {
	// Source: github.com/xanzy/go-gitlab/commits.go:470 (escaper: url.PathEscape for a path segment, the right escaper)
	u := fmt.Sprintf("projects/%s/statuses/%s", PathEscape(pid), url.PathEscape(sha)) // lookalike
	_ = targetURL
	return c.NewRequest(http.MethodPost, u)
}

// RevertCommit reverts a commit in a given branch.
func (c *Client) RevertCommit(pid, sha string) (*http.Request, error) {
	// Source: github.com/xanzy/go-gitlab/commits.go:559 (escaper: url.PathEscape for a path segment, the right escaper; uniform sample of 16 of 466)
	u := fmt.Sprintf("projects/%s/repository/commits/%s/revert", PathEscape(pid), url.PathEscape(sha)) // lookalike
	return c.NewRequest(http.MethodPost, u)
}
