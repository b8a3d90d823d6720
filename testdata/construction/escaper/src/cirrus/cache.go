// Package cirrus mirrors the cache upload of a CI agent.
package cirrus

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// CacheEntry is a named cache; its key is built from the task's cache name.
type CacheEntry struct {
	Key string
}

// Source: github.com/cirruslabs/cirrus-ci-agent/internal/executor/cache.go:434 (cache key escaped with url.QueryEscape as the path of the cache URL)
func checkCache(ctx context.Context, cacheHost string, cache *CacheEntry) (*http.Request, error) {
	cacheURL := fmt.Sprintf("http://%s/%s", cacheHost, url.QueryEscape(cache.Key)) // defect escaper
	return http.NewRequestWithContext(ctx, http.MethodHead, cacheURL, nil)
}
