package client

import (
	"context"
	"fmt"
)

// TaskComment is a task comment.
type TaskComment struct {
	ID int64 `json:"id"`
}

// ListTaskComments returns all comments of a task.
func (c *Client) ListTaskComments(ctx context.Context, taskID int64) ([]*TaskComment, error) {
	var out []*TaskComment
	// Source: code.vikunja.io/veans/internal/client/comments.go:37 (baseslash: an API path concatenated after the trimmed base and /api/v2, no reference resolution; uniform sample 4 of 8 from 17 API paths of the veans client)
	err := c.Do(ctx, "GET", fmt.Sprintf("/tasks/%d/comments", taskID), nil, nil, &out) // lookalike
	return out, err
}
