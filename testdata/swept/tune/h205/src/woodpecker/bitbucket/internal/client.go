package internal

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

const (
	pathPermissions = "%s/2.0/user/workspaces/%s/permissions/repositories?%s"
	pathSource      = "%s/2.0/repositories/%s/%s/src/%s/%s"
	pathDir         = "%s/2.0/repositories/%s/%s/src/%s/%s"
)

// Client is the bitbucket cloud API client.
type Client struct {
	*http.Client
	base string
	ctx  context.Context
}

// RepoPermResp is a page of repository permissions.
type RepoPermResp struct{ Values []string }

// DirResp is a page of a directory listing.
type DirResp struct {
	Values []struct{ Path string }
	Next   *string
}

// FindSource fetches a file of a repository at a revision; path is a file
// path in the repository (a configured pipeline file or one listed by
// GetRepoFiles).
func (c *Client) FindSource(owner, name, revision, path string) (*string, error) {
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/bitbucket/internal/client.go:148 (escaper: a repository file path is spliced raw into the URL path, so a file name holding #, ? or % cuts or breaks the request; it needs url.PathEscape per segment)
	uri := fmt.Sprintf(pathSource, c.base, owner, name, revision, path) // defect escaper
	return c.do(uri, http.MethodGet, nil, nil)
}

// GetPermission fetches the user's permission on one repository.
func (c *Client) GetPermission(owner, fullName string) (*RepoPermResp, error) {
	out := new(RepoPermResp)
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/bitbucket/internal/client.go:160 (escaper: the q filter value is escaped with url.QueryEscape and placed in the query, the right escaper for a query)
	uri := fmt.Sprintf(pathPermissions, c.base, owner, fmt.Sprintf("q=%s", url.QueryEscape(fmt.Sprintf("repository.full_name=%q", fullName)))) // lookalike
	_, err := c.do(uri, http.MethodGet, nil, out)
	return out, err
}

// GetRepoFiles lists a directory; page is the page value that Dir read with
// url.ParseQuery from the next link of the previous response.
func (c *Client) GetRepoFiles(owner, name, revision, path string, page *string) (*DirResp, error) {
	out := new(DirResp)
	uri := fmt.Sprintf(pathDir, c.base, owner, name, revision, path)
	if page != nil {
		// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/bitbucket/internal/client.go:285 (escaper: the page value is the page number bitbucket put in its own next link, digits that a query takes unescaped)
		uri += "?page=" + *page // lookalike
	}
	_, err := c.do(uri, http.MethodGet, nil, out)
	return out, err
}

func (c *Client) do(rawURL, method string, in, out any) (*string, error) {
	uri, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(c.ctx, method, uri.String(), nil)
	if err != nil {
		return nil, err
	}
	_, _ = in, out
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	s := ""
	return &s, nil
}
