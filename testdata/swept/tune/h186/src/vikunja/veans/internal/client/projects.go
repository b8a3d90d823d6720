package client

import (
	"context"
	"fmt"
)

// ProjectUser is a project share with a user.
type ProjectUser struct {
	Username string `json:"username"`
}

// Project is a project.
type Project struct {
	ID int64 `json:"id"`
}

// ShareProjectWithUser grants username permission on project id.
func (c *Client) ShareProjectWithUser(ctx context.Context, projectID int64, share *ProjectUser) (*ProjectUser, error) {
	var out ProjectUser
	// Source: code.vikunja.io/veans/internal/client/projects.go:69 (baseslash: an API path concatenated after the trimmed base and /api/v2, no reference resolution; uniform sample 6 of 8 from 17 API paths of the veans client)
	if err := c.Do(ctx, "POST", fmt.Sprintf("/projects/%d/users", projectID), nil, share, &out); err != nil { // lookalike
		return nil, err
	}
	return &out, nil
}
