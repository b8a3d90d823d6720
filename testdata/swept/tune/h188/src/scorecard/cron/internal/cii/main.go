// Package main holds a rewritten excerpt of scorecard's CII data transfer job.
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"net/http"
	"strings"
)

const ciiBaseURL = "https://www.bestpractices.dev/projects.json"

type ciiPageResp struct {
	RepoURL    string `json:"repo_url"`
	BadgeLevel string `json:"badge_level"`
}

// writeToBlobStore is a stand-in for data.WriteToBlobStore.
func writeToBlobStore(ctx context.Context, bucketURL, filename string, data []byte) error {
	_, _, _, _ = ctx, bucketURL, filename, data
	return nil
}

func writeToCIIDataBucket(ctx context.Context, pageResp []ciiPageResp, bucketURL string) error {
	for _, project := range pageResp {
		// Source: github.com/ossf/scorecard/v5/cron/internal/cii/main.go:43 (sink: a bare https prefix trimmed off the project URL to make a blob key, no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
		projectURL := strings.TrimPrefix(project.RepoURL, "https://") // lookalike
		// Source: github.com/ossf/scorecard/v5/cron/internal/cii/main.go:44 (sink: a bare http prefix trimmed off the project URL, no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
		projectURL = strings.TrimPrefix(projectURL, "http://") // lookalike
		if projectURL == "" {
			continue
		}
		log.Printf("Writing result for: %s\n", projectURL)
		if err := writeToBlobStore(ctx, bucketURL, fmt.Sprintf("%s/result.json", projectURL), []byte(project.BadgeLevel)); err != nil {
			return fmt.Errorf("error during data.WriteToBlobStore: %w", err)
		}
	}
	return nil
}

func getPage(ctx context.Context, pageNum int) ([]byte, error) {
	// Source: github.com/ossf/scorecard/v5/cron/internal/cii/main.go:65 (escaper: an integer page number is appended as the only query of a base URL that has none, nothing needs escaping; the escaper rule asks only that values needing escaping are escaped once with the right escaper)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s?page=%d", ciiBaseURL, pageNum), nil) // lookalike
	if err != nil {
		return nil, fmt.Errorf("error during http.NewRequestWithContext: %w", err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("error during http.DefaultClient.Do: %w", err)
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func main() {
	b, err := getPage(context.Background(), 1)
	fmt.Println(len(b), err, writeToCIIDataBucket(context.Background(), nil, ""))
}
