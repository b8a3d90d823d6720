// Package giteasdk mirrors a forge SDK.
package giteasdk

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Client calls the API under url, e.g. "https://git.example.com/api/v1".
type Client struct {
	url string
	hc  *http.Client
}

func (c *Client) getResponse(method, path string) (*http.Response, error) {
	req, err := http.NewRequest(method, c.url+path, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

func pathEscapeSegments(p string) string {
	parts := strings.Split(p, "/")
	for i := range parts {
		parts[i] = url.PathEscape(parts[i])
	}
	return strings.Join(parts, "/")
}

// Source: code.gitea.io/sdk/gitea/repo_file.go:211 (file path escaped per segment with url.PathEscape and the ref with url.QueryEscape as the value of ref)
func (c *Client) getDirOrFileContents(owner, repo, ref, filepath string) (*http.Response, error) {
	filepath = pathEscapeSegments(strings.TrimPrefix(filepath, "/"))
	return c.getResponse("GET", fmt.Sprintf("/repos/%s/%s/contents/%s?ref=%s", owner, repo, filepath, url.QueryEscape(ref))) // lookalike
}
