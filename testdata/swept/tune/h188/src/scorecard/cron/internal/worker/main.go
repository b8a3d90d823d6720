// Package main holds a rewritten excerpt of scorecard's cron worker.
package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"
)

// FastlyClient is a stand-in for cdn.FastlyClient.
type FastlyClient struct {
	token   string
	baseURL string
}

// NewFastlyClient is a stand-in for cdn.NewFastlyClient, which drops a trailing slash from the base URL.
func NewFastlyClient(token, baseURL string) *FastlyClient {
	baseURL = strings.TrimSuffix(baseURL, "/")
	return &FastlyClient{token: token, baseURL: baseURL}
}

// Purge sends a PURGE request to the base URL plus path.
func (c *FastlyClient) Purge(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, "PURGE", c.baseURL+path, nil)
	if err != nil {
		return fmt.Errorf("http.NewRequest: %w", err)
	}
	req.Header.Set("Fastly-Key", c.token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("http.Do: %w", err)
	}
	return resp.Body.Close()
}

// purgeResult purges the CDN entries of a repo whose URI is host/owner/repo.
func purgeResult(ctx context.Context, purgeClient *FastlyClient, repoURI, commitSHA string) {
	// Source: github.com/ossf/scorecard/v5/cron/internal/worker/main.go:291 (baseslash: a /-rooted path is appended to the CDN base URL whose trailing slash was trimmed, plain concatenation with no reference resolved and nothing dropped; the baseslash rule concerns reference resolution, not plain concatenation onto a known base)
	path := fmt.Sprintf("/projects/%s", repoURI) // lookalike
	if err := purgeClient.Purge(ctx, path); err != nil {
		fmt.Printf("failed to purge CDN for %s: %v\n", path, err)
	}
	// Source: github.com/ossf/scorecard/v5/cron/internal/worker/main.go:299 (escaper: the commit query value is a hex SHA and the repo URI is host/owner/repo, nothing needs escaping; the escaper rule asks only that values needing escaping are escaped once with the right escaper)
	path = fmt.Sprintf("/projects/%s?commit=%s", repoURI, commitSHA) // lookalike
	if err := purgeClient.Purge(ctx, path); err != nil {
		fmt.Printf("failed to purge CDN for %s: %v\n", path, err)
	}
}

func main() {
	c := NewFastlyClient(os.Getenv("FASTLY_TOKEN"), os.Getenv("API_BASE_URL"))
	purgeResult(context.Background(), c, "github.com/ossf/scorecard", "0123456789abcdef0123456789abcdef01234567")
}
