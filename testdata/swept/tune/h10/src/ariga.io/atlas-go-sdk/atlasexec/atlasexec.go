// Package atlasexec stands in for ariga.io/atlas-go-sdk/atlasexec: only
// what the cases call.
package atlasexec

import "context"

// Client runs the atlas binary.
type Client struct {
	dir, name string
}

// NewClient returns a client for the atlas binary name in dir.
func NewClient(dir, name string) (*Client, error) {
	return &Client{dir: dir, name: name}, nil
}

// MigrateApplyParams are the parameters of "atlas migrate apply".
type MigrateApplyParams struct {
	URL        string
	AllowDirty bool
}

// MigrateApply is the result of "atlas migrate apply".
type MigrateApply struct {
	Applied int
}

// MigrateApply runs "atlas migrate apply".
func (c *Client) MigrateApply(ctx context.Context, params *MigrateApplyParams) (*MigrateApply, error) {
	return &MigrateApply{}, nil
}
