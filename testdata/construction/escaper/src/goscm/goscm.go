// Package goscm mirrors the content services of a multi-forge client.
package goscm

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// Request is a method and a path relative to the client's base URL.
type Request struct {
	Method string
	Path   string
}

// Client resolves every request path against BaseURL.
type Client struct {
	BaseURL *url.URL
	hc      *http.Client
}

// Do resolves in.Path against BaseURL and sends the request.
func (c *Client) Do(ctx context.Context, in *Request) (*http.Response, error) {
	uri, err := c.BaseURL.Parse(in.Path)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, in.Method, uri.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

type wrapper struct {
	*Client
}

func (c *wrapper) do(ctx context.Context, method, path string) (*http.Response, error) {
	return c.Client.Do(ctx, &Request{Method: method, Path: path})
}

type contentService struct {
	client *wrapper
}

// Source: github.com/drone/go-scm/scm/driver/bitbucket/content.go:21 (git ref escaped with url.QueryEscape, then put in the path of the src endpoint)
func (s *contentService) FindBitbucket(ctx context.Context, repo, path, ref string) (*http.Response, error) {
	urlEncodedRef := url.QueryEscape(ref) // defect escaper
	endpoint := fmt.Sprintf("/2.0/repositories/%s/src/%s/%s", repo, urlEncodedRef, path)
	return s.client.do(ctx, "GET", endpoint)
}

// Source: github.com/drone/go-scm/scm/driver/github/content.go:21 (git ref escaped with url.QueryEscape for the ref query parameter)
func (s *contentService) FindGitHub(ctx context.Context, repo, path, ref string) (*http.Response, error) {
	urlEncodedRef := url.QueryEscape(ref) // lookalike
	endpoint := fmt.Sprintf("repos/%s/contents/%s?ref=%s", repo, path, urlEncodedRef)
	return s.client.do(ctx, "GET", endpoint)
}

type pullService struct {
	client *wrapper
}

// Source: github.com/drone/go-scm/scm/driver/bitbucket/pr.go:49 (file path escaped with url.QueryEscape for the path query parameter of the diffstat endpoint)
func (s *pullService) FileDiffStat(ctx context.Context, repo string, number int, filePath string) (*http.Response, error) {
	escaped := url.QueryEscape(filePath) // lookalike
	statPath := fmt.Sprintf("2.0/repositories/%s/pullrequests/%d/diffstat?path=%s", repo, number, escaped)
	return s.client.do(ctx, "GET", statPath)
}
