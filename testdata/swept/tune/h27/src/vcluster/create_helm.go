package vcluster

import (
	"context"
	"fmt"
	"os"
)

// CreateOptions are the options of vcluster create.
type CreateOptions struct {
	Restore   string
	Values    []string
	SetValues []string
}

func buildExtraValues(ctx context.Context, cmd *CreateOptions) ([]string, error) {
	if cmd.Restore != "" && len(cmd.Values) == 0 && len(cmd.SetValues) == 0 {
		opts := &Options{}
		if err := Parse(cmd.Restore, opts); err != nil {
			return nil, err
		}
		if _, err := os.Stat(opts.Container.Path); err != nil {
			return nil, fmt.Errorf("get vCluster config from snapshot: %w", err)
		}
	}
	return nil, nil
}
