package client

import (
	"context"
	"fmt"
)

// Bucket is a kanban bucket.
type Bucket struct {
	ID int64 `json:"id"`
}

// CreateBucket inserts a new bucket into a Kanban view.
func (c *Client) CreateBucket(ctx context.Context, projectID, viewID int64, b *Bucket) (*Bucket, error) {
	var out Bucket
	// Source: code.vikunja.io/veans/internal/client/buckets.go:29 (baseslash: an API path with a leading slash appended by concatenation to the base URL with its trailing slash trimmed plus /api/v2, no reference resolution that could drop the base path; uniform sample 2 of 8 from 17 API paths of the veans client)
	path := fmt.Sprintf("/projects/%d/views/%d/buckets", projectID, viewID) // lookalike
	if err := c.Do(ctx, "POST", path, nil, b, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// MoveTaskToBucket positions an existing task in bucketID on the project's view.
func (c *Client) MoveTaskToBucket(ctx context.Context, projectID, viewID, bucketID, taskID int64) error {
	// Source: code.vikunja.io/veans/internal/client/buckets.go:58 (baseslash: an API path concatenated after the trimmed base and /api/v2, which keeps any reverse-proxy prefix of the base; uniform sample 3 of 8 from 17 API paths of the veans client)
	path := fmt.Sprintf("/projects/%d/views/%d/buckets/%d/tasks", projectID, viewID, bucketID) // lookalike
	body := map[string]int64{"task_id": taskID}
	return c.Do(ctx, "PUT", path, nil, body, nil)
}
