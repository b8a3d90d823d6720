package client

import (
	"context"
	"fmt"
)

// RemoveLabelFromTask detaches a label.
func (c *Client) RemoveLabelFromTask(ctx context.Context, taskID, labelID int64) error {
	// Source: code.vikunja.io/veans/internal/client/labels.go:67 (baseslash: an API path concatenated after the trimmed base and /api/v2, no reference resolution; uniform sample 5 of 8 from 17 API paths of the veans client)
	return c.Do(ctx, "DELETE", fmt.Sprintf("/tasks/%d/labels/%d", taskID, labelID), nil, nil, nil) // lookalike
}
