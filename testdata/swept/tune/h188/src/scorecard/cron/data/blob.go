// Package data holds rewritten excerpts of scorecard's cron blob helpers.
package data

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
)

var errUnsupportedScheme = errors.New("unsupported bucket scheme")

// OpenBucket is a stand-in for gocloud's blob.OpenBucket with the fileblob driver: a file URL names a local directory by its path.
func OpenBucket(ctx context.Context, bucketURL string) (string, error) {
	_ = ctx
	u, err := url.Parse(bucketURL)
	if err != nil {
		return "", err
	}
	if u.Scheme != "file" {
		return "", fmt.Errorf("%w: %s", errUnsupportedScheme, u.Scheme)
	}
	if _, err := os.Stat(u.Path); err != nil {
		return "", err
	}
	return u.Path, nil
}

// BlobExists reports whether key exists in the bucket.
func BlobExists(ctx context.Context, bucketURL, key string) (bool, error) {
	dir, err := OpenBucket(ctx, bucketURL)
	if err != nil {
		return false, fmt.Errorf("error from blob.OpenBucket: %w", err)
	}
	_, err = os.Stat(filepath.Join(dir, key))
	return err == nil, nil
}

// GetBucketSummary lists the keys of the bucket.
func GetBucketSummary(ctx context.Context, bucketURL string) ([]string, error) {
	dir, err := OpenBucket(ctx, bucketURL)
	if err != nil {
		return nil, fmt.Errorf("error getting BlobKeys: %w", err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	keys := make([]string, 0, len(entries))
	for _, e := range entries {
		keys = append(keys, e.Name())
	}
	return keys, nil
}
