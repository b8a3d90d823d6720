package localdir

import (
	"fmt"
	"strings"
)

// Client reads a repository from a local directory.
type Client struct {
	path string
}

// InitRepo takes the directory back out of the repo's file:// tag.
func (client *Client) InitRepo(localRepo *Repo) {
	client.path = strings.TrimPrefix(localRepo.URI(), "file://")
}

// URI implements RepoClient.URI.
func (client *Client) URI() string {
	// Source: github.com/ossf/scorecard/v5/clients/localdir/client.go:71 (sink: the same internal file:// tag around the local path, only trimmed and printed, no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
	return fmt.Sprintf("file://%s", client.path) // lookalike
}
