// Package localdir holds rewritten excerpts of scorecard's local-directory client.
package localdir

import (
	"fmt"
	"path"
)

// Repo is a local directory given with --local.
type Repo struct {
	path string
}

// URI implements Repo.URI.
func (r *Repo) URI() string {
	// Source: github.com/ossf/scorecard/v5/clients/localdir/repo.go:37 (sink: an internal file:// tag around the local path that the clients strip again with TrimPrefix and print as the repo name; it is never parsed or dereferenced, and a value only trimmed or printed is no URI use by the closing rule)
	return fmt.Sprintf("file://%s", r.path) // lookalike
}

// MakeLocalDirRepo wraps a local directory path.
func MakeLocalDirRepo(pathfn string) *Repo {
	return &Repo{path: path.Clean(pathfn)}
}
