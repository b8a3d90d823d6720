// Package scorecard holds rewritten excerpts of scorecard's result formats.
package scorecard

import (
	"encoding/json"
	"io"
)

// RepoInfo is a stand-in for the result's repo: Name is the repo URI host/owner/repo.
type RepoInfo struct {
	Name      string
	CommitSHA string
}

// Result is a stand-in for scorecard.Result.
type Result struct {
	Repo RepoInfo
}

// AsJSON2 writes the result as a JSON document.
func (r *Result) AsJSON2(w io.Writer) error {
	return json.NewEncoder(w).Encode(r)
}
