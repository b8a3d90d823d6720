// Package scm stands in for github.com/drone/go-scm/scm: only what the
// cases call.
package scm

import "context"

// Hook is a repository webhook.
type Hook struct {
	ID     string
	Name   string
	Target string
	Events []string
	Active bool
}

// ListOptions selects a page of results.
type ListOptions struct {
	URL  string
	Page int
	Size int
}

// Response is the response of the provider.
type Response struct {
	Status int
}

// RepositoryService reads and writes repositories.
type RepositoryService interface {
	ListHooks(ctx context.Context, repo string, opts ListOptions) ([]*Hook, *Response, error)
	DeleteHook(ctx context.Context, repo, id string) (*Response, error)
}

// Client talks to a source code management provider.
type Client struct {
	Repositories RepositoryService
}
