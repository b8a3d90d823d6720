package client

import (
	"context"
	"fmt"
	"net/url"
)

// Task is a task.
type Task struct {
	ID int64 `json:"id"`
}

// GetTask returns one task with its buckets expanded.
func (c *Client) GetTask(ctx context.Context, id int64) (*Task, error) {
	var out Task
	q := url.Values{}
	q.Add("expand", "buckets")
	// Source: code.vikunja.io/veans/internal/client/tasks.go:90 (baseslash: an API path concatenated after the trimmed base and /api/v2, with the query added by url.Values, no reference resolution; uniform sample 8 of 8 from 17 API paths of the veans client)
	if err := c.Do(ctx, "GET", fmt.Sprintf("/tasks/%d", id), q, nil, &out); err != nil { // lookalike
		return nil, err
	}
	return &out, nil
}
