package client

import (
	"context"
	"fmt"
)

// TaskRelation is a relation between two tasks.
type TaskRelation struct {
	OtherTaskID  int64  `json:"other_task_id"`
	RelationKind string `json:"relation_kind"`
}

// CreateRelation relates two tasks.
func (c *Client) CreateRelation(ctx context.Context, taskID int64, otherTaskID int64, relationKind string) (*TaskRelation, error) {
	var out TaskRelation
	body := &TaskRelation{OtherTaskID: otherTaskID, RelationKind: relationKind}
	// Source: code.vikunja.io/veans/internal/client/relations.go:29 (baseslash: an API path concatenated after the trimmed base and /api/v2, no reference resolution; uniform sample 7 of 8 from 17 API paths of the veans client)
	if err := c.Do(ctx, "POST", fmt.Sprintf("/tasks/%d/relations", taskID), nil, body, &out); err != nil { // lookalike
		return nil, err
	}
	return &out, nil
}
