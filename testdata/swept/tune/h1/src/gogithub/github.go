package gogithub

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Client calls the API under BaseURL.
type Client struct {
	BaseURL *url.URL
	hc      *http.Client
}

// NewClient makes a client of the public API.
func NewClient(hc *http.Client) *Client {
	base, _ := url.Parse("https://api.example.com/")
	return &Client{BaseURL: base, hc: hc}
}

// NewRequest resolves a relative path against BaseURL.
func (c *Client) NewRequest(method, urlStr string) (*http.Request, error) {
	u, err := c.BaseURL.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, u.String(), nil)
}

// Source: github.com/google/go-github/v75/github/repos_commits.go:241 (base and head branch names escaped with url.QueryEscape, then put in the path of the compare endpoint)
func (c *Client) CompareCommits(owner, repo, base, head string) (*http.Request, error) {
	escapedBase := url.QueryEscape(base) // defect escaper
	escapedHead := url.QueryEscape(head) // defect escaper
	u := fmt.Sprintf("repos/%v/%v/compare/%v...%v", owner, repo, escapedBase, escapedHead)
	return c.NewRequest("GET", u)
}

// Source: github.com/google/go-github/v75/github/repos_contents.go:363 (archive link: the git ref is appended to the path as it is)
func (c *Client) ArchiveLink(owner, repo, format, ref string) (*http.Request, error) {
	u := fmt.Sprintf("repos/%s/%s/%s", owner, repo, format)
	if ref != "" {
		u += fmt.Sprintf("/%s", ref) // defect escaper
	}
	return c.NewRequest("GET", u)
}

// Source: github.com/google/go-github/v75/github/git_refs.go:80 (each '/'-separated segment of a ref escaped with url.PathEscape, slashes kept)
func refURLEscape(ref string) string {
	parts := strings.Split(ref, "/")
	for i, s := range parts {
		parts[i] = url.PathEscape(s) // lookalike
	}
	return strings.Join(parts, "/")
}

// SignaturesProtectedBranch says whether commits must be signed.
type SignaturesProtectedBranch struct {
	URL     *string `json:"url,omitempty"`
	Enabled *bool   `json:"enabled,omitempty"`
}

// Ptr returns a pointer to v.
func Ptr[T any](v T) *T { return &v }
