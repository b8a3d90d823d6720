// Package git stands in for github.com/gogs/git-module: only what the
// cases call.
package git

// Submodule is a submodule of a repository.
type Submodule struct {
	Name   string
	URL    string
	Commit string
}
