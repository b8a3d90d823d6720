package azuredevopsrepo

import "fmt"

// GetPolicyEvaluationsArgs is a stand-in for policy.GetPolicyEvaluationsArgs.
type GetPolicyEvaluationsArgs struct {
	Project    *string
	ArtifactId *string
}

type policyHandler struct {
	repourl *Repo
}

func (p *policyHandler) policyArgs(pullRequestID int) GetPolicyEvaluationsArgs {
	// Source: github.com/ossf/scorecard/v5/clients/azuredevopsrepo/policy.go:88 (sink: a vstfs artifact identifier whose empty authority is the documented Azure DevOps form, filled with a project GUID and a pull request number; the sink rule is met since the function gets the full URI it needs)
	artifactID := fmt.Sprintf("vstfs:///CodeReview/CodeReviewId/%s/%d", p.repourl.projectID, pullRequestID) // lookalike
	return GetPolicyEvaluationsArgs{
		Project:    &p.repourl.project,
		ArtifactId: &artifactID,
	}
}
