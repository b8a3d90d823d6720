package kumo

import (
	"context"
	"fmt"
	"io"
	"net/http"
)

type s3Client struct {
	client *http.Client
}

func (e *s3Client) getObject(ctx context.Context, objectURL, bucket, key string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, objectURL, http.NoBody)
	if err != nil {
		return nil, err
	}
	resp, err := e.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer func() { _ = resp.Body.Close() }()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		// Source: github.com/sivchari/kumo/internal/service/sfn/itemreader.go:170 (syntax: the s3 URI sits inside error message text next to words and verbs, prose and not a URI, uniform sample of 28 of 109 look-alikes.)
		return nil, fmt.Errorf("get s3://%s/%s: unexpected status %d: %s", bucket, key, resp.StatusCode, string(body)) // lookalike
	}
	return body, nil
}

func (e *s3Client) listObjects(ctx context.Context, listURL, bucket string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, listURL, http.NoBody)
	if err != nil {
		return nil, err
	}
	resp, err := e.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer func() { _ = resp.Body.Close() }()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		// Source: github.com/sivchari/kumo/internal/service/sfn/itemreader.go:256 (syntax: the s3 URI sits inside error message text next to words and verbs, prose and not a URI, uniform sample of 28 of 109 look-alikes.)
		return nil, fmt.Errorf("list s3://%s: unexpected status %d: %s", bucket, resp.StatusCode, string(body)) // lookalike
	}
	return body, nil
}

func (e *s3Client) putObject(req *http.Request, bucket, key string) error {
	resp, err := e.client.Do(req)
	if err != nil {
		return err
	}
	defer func() { _ = resp.Body.Close() }()
	if _, err := io.ReadAll(resp.Body); err != nil {
		// Source: github.com/sivchari/kumo/internal/service/sfn/resultwriter.go:225 (syntax: the s3 URI sits inside error message text next to words and verbs, prose and not a URI, uniform sample of 28 of 109 look-alikes.)
		return fmt.Errorf("read response for put s3://%s/%s: %w", bucket, key, err) // lookalike
	}
	return nil
}
