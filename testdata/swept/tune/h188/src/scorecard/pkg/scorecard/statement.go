package scorecard

import (
	"encoding/json"
	"fmt"
	"io"
)

// ResourceDescriptor is a stand-in for the in-toto ResourceDescriptor.
type ResourceDescriptor struct {
	Name   string            `json:"name"`
	URI    string            `json:"uri"`
	Digest map[string]string `json:"digest"`
}

// AsInToto converts the results as an in-toto statement.
func (r *Result) AsInToto(writer io.Writer) error {
	// Build the attestation subject from the result Repo.
	subject := ResourceDescriptor{
		Name: r.Repo.Name,
		// Source: github.com/ossf/scorecard/v5/pkg/scorecard/statement.go:55 (credentials: the VCS locator puts the commit after @ at the end of host/owner/repo, so the @ sits in the path and there is no userinfo or password; the credentials rule needs a password in the userinfo)
		URI: fmt.Sprintf("git+https://%s@%s", r.Repo.Name, r.Repo.CommitSHA), // lookalike
		Digest: map[string]string{
			"gitCommit": r.Repo.CommitSHA,
		},
	}
	return json.NewEncoder(writer).Encode(subject)
}
