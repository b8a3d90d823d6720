// Package gobuster holds the cases of github.com/OJ/gobuster.
package gobuster

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// Options configures a bucket scan.
type Options struct {
	MaxFilesToList int
}

// GobusterGCS enumerates Google Cloud Storage buckets.
type GobusterGCS struct {
	options *Options
	client  *http.Client
}

// ProcessWord checks whether the bucket named word exists.
func (s *GobusterGCS) ProcessWord(ctx context.Context, word string) (int, error) {
	// Source: github.com/OJ/gobuster/gobustergcs/gobustersgcs.go:89 (escaper: url.PathEscape of the bucket name in a path segment, the right escaper)
	bucketURL := fmt.Sprintf("https://storage.googleapis.com/storage/v1/b/%s/o?maxResults=%d", url.PathEscape(word), s.options.MaxFilesToList) // lookalike
	u, err := url.Parse(bucketURL)
	if err != nil {
		return 0, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return 0, err
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

// GobusterS3 enumerates S3 buckets.
type GobusterS3 struct {
	options *Options
	client  *http.Client
}

// ProcessWord checks whether the bucket named word exists.
func (s *GobusterS3) ProcessWord(ctx context.Context, word string) (int, error) {
	// Source: github.com/OJ/gobuster/gobusters3/gobusters3.go:88 (escaper: url.PathEscape of the bucket name in the host label, the authority, where escaper is silent; bucket names hold nothing to escape)
	bucketURL := fmt.Sprintf("https://%s.s3.amazonaws.com/?max-keys=%d", url.PathEscape(word), s.options.MaxFilesToList) // lookalike
	u, err := url.Parse(bucketURL)
	if err != nil {
		return 0, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return 0, err
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}
