// Package harbor mirrors a registry adapter that lists projects.
package harbor

import (
	"fmt"
	"net/http"
	"net/url"
)

// Client holds the API base, e.g. "https://registry.example.com/api/v2.0".
type Client struct {
	base string
	hc   *http.Client
}

// BasePath returns the API base.
func (c *Client) BasePath() string { return c.base }

// Source: github.com/goharbor/harbor/src/pkg/reg/adapter/harbor/base/client.go:110 (project query escaped with url.QueryEscape as the value of q)
func (c *Client) ListProjectsWithQuery(q string, withDetail bool) (*http.Response, error) {
	url := fmt.Sprintf("%s/projects?q=%s&with_detail=%t", c.BasePath(), url.QueryEscape(q), withDetail) // lookalike
	return c.hc.Get(url)
}
