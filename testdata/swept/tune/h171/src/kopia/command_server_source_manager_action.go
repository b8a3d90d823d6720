package kopia

import (
	"context"
	"net/url"
	"path/filepath"

	"github.com/pkg/errors"
)

type commandServerSourceManagerAction struct {
	all    bool
	source string
}

func (c *commandServerSourceManagerAction) triggerActionOnMatchingSources(ctx context.Context, cli *KopiaAPIClient, path string) error {
	uv := url.Values{}

	if !c.all {
		if c.source == "" {
			return errors.New("must specify source or --all")
		}

		absPath, err := filepath.Abs(c.source)
		if err != nil {
			return errors.Wrap(err, "unable to determine absolute path")
		}

		uv.Set("path", absPath)
	}

	// Source: github.com/kopia/kopia/cli/command_server_source_manager_action.go:53 (escaper: the query is built with url.Values.Encode, the right query escaper)
	if err := cli.Post(ctx, path+"?"+uv.Encode(), nil, nil); err != nil { // lookalike
		return errors.Wrapf(err, "server returned error")
	}

	return nil
}
