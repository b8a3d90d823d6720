// Package gac holds cases rewritten from github.com/tonistiigi/go-actions-cache.
package gac

import (
	"context"
	"fmt"
	"net/http"
	"strings"
)

// Cache is a GitHub Actions cache client.
type Cache struct {
	URL string
}

func (c *Cache) url(p string) string {
	// Source: github.com/tonistiigi/go-actions-cache/cache.go:602 (baseslash: the service URL is trimmed of its trailing '/' and the API path is concatenated, not resolved, so no base segment is dropped)
	return strings.TrimRight(c.URL, "/") + "/_apis/artifactcache/" + p // lookalike
}

func (c *Cache) commitRequest(ctx context.Context, id string) (*http.Request, error) {
	// Source: github.com/tonistiigi/go-actions-cache/cache.go:339 (escaper: a cache ID goes raw into the path; whether an ID needs escaping is not known from the code)
	return http.NewRequestWithContext(ctx, http.MethodPost, c.url(fmt.Sprintf("caches/%s", id)), nil) // lookalike
}
