// Package main holds a rewritten excerpt of scorecard's cron controller.
package main

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// getPrefix returns INPUT_BUCKET_PREFIX, or the content of the prefix file read from the bucket.
func getPrefix(ctx context.Context, bucket string) (string, error) {
	_ = ctx
	if prefix := os.Getenv("INPUT_BUCKET_PREFIX"); prefix != "" {
		// prioritize prefix if set
		return prefix, nil
	}
	prefixFile := os.Getenv("INPUT_BUCKET_PREFIX_FILE")
	if prefixFile == "" {
		return "", nil
	}
	u, err := url.Parse(bucket)
	if err != nil {
		return "", err
	}
	b, err := os.ReadFile(filepath.Join(u.Path, prefixFile))
	if err != nil {
		return "", fmt.Errorf("blob.GetBlobContent: %w", err)
	}
	return strings.TrimSpace(string(b)), nil
}

func main() {
	p, err := getPrefix(context.Background(), os.Getenv("INPUT_BUCKET_URL"))
	fmt.Println(p, err)
}
