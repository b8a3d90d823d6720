// Package gerrit mirrors the request building of a code review client.
package gerrit

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Client talks to a review server whose API root is BaseURL.
type Client struct {
	BaseURL *url.URL
}

// NewClient makes a client for the review server at api.example.com.
func NewClient() *Client {
	base, _ := url.Parse("https://review.example.com/a/")
	return &Client{BaseURL: base}
}

// NewRequest resolves urlStr against BaseURL and builds a request.
func (c *Client) NewRequest(ctx context.Context, method, urlStr string) (*http.Request, error) {
	u, err := c.BaseURL.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, method, u.String(), nil)
}

// NewRawPutRequest builds a PUT whose body is plain text.
func (c *Client) NewRawPutRequest(ctx context.Context, urlStr, body string) (*http.Request, error) {
	u, err := c.BaseURL.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, http.MethodPut, u.String(), strings.NewReader(body))
}

// Source: github.com/andygrunwald/go-gerrit/changes_edit.go:100 (file path of a change edit escaped with url.QueryEscape and put in the path)
func (c *Client) WriteEditFile(ctx context.Context, changeID, filePath, content string) (*http.Request, error) {
	u := fmt.Sprintf("changes/%s/edit/%s", changeID, url.QueryEscape(filePath)) // defect escaper
	return c.NewRawPutRequest(ctx, u, content)
}

// Source: github.com/andygrunwald/go-gerrit/projects_branch.go:76 (project and branch names escaped with url.QueryEscape and put in the path)
func (c *Client) GetBranch(ctx context.Context, projectName, branchID string) (*http.Request, error) {
	u := fmt.Sprintf("projects/%s/branches/%s", url.QueryEscape(projectName), url.QueryEscape(branchID)) // defect escaper
	return c.NewRequest(ctx, "GET", u)
}

// Call builds a request for urlStr and sends it.
func (c *Client) Call(ctx context.Context, method, urlStr string) (*http.Response, error) {
	req, err := c.NewRequest(ctx, method, urlStr)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Source: github.com/andygrunwald/go-gerrit/projects.go:239 (project name escaped with url.QueryEscape as the path segment after projects/)
func (c *Client) GetProject(ctx context.Context, projectName string) (*http.Response, error) {
	u := fmt.Sprintf("projects/%s", url.QueryEscape(projectName)) // defect escaper
	return c.Call(ctx, "GET", u)
}

// Source: github.com/andygrunwald/go-gerrit/changes_revision.go:147 (file ID escaped with url.PathEscape in the path of the diff endpoint)
func (c *Client) GetDiff(ctx context.Context, changeID, revisionID, fileID string) (*http.Request, error) {
	u := fmt.Sprintf("changes/%s/revisions/%s/files/%s/diff", changeID, revisionID, url.PathEscape(fileID)) // lookalike
	return c.NewRequest(ctx, "GET", u)
}
