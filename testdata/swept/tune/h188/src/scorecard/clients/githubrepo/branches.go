// Package githubrepo holds rewritten excerpts of scorecard's GitHub client.
package githubrepo

import (
	"errors"
	"fmt"
)

const (
	refPrefix = "refs/heads/"
	// Source: github.com/ossf/scorecard/v5/clients/githubrepo/branches.go:35 (syntax: an error message that points to documentation with a link after a colon, prose by rule 4)
	classicBranchErrMsg = "some github tokens can't read classic branch protection rules: https://github.com/ossf/scorecard-action/blob/main/docs/authentication/fine-grained-auth-token.md" // lookalike
)

var errClassicBranch = errors.New("classic branch protection unreadable")

func classicBranchError(branch string) error {
	return fmt.Errorf("%w: %s%s: %s", errClassicBranch, refPrefix, branch, classicBranchErrMsg)
}
