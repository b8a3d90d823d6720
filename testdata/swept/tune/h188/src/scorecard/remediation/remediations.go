// Package remediation holds a rewritten excerpt of scorecard's remediation texts.
package remediation

import (
	"fmt"
	"strings"
)

var (
	// Source: github.com/ossf/scorecard/v5/remediation/remediations.go:31 (syntax: remediation text shown to users with a link template after words, filled with repo, workflow file, branch and action; prose by rule 4)
	workflowText = "update your workflow using https://app.stepsecurity.io/secureworkflow/%s/%s/%s?enable=%s" // lookalike
	// Source: github.com/ossf/scorecard/v5/remediation/remediations.go:33 (syntax: the same remediation as markdown, a link label and target inside text shown to users, prose by rule 4)
	workflowMarkdown = "update your workflow using [https://app.stepsecurity.io](https://app.stepsecurity.io/secureworkflow/%s/%s/%s?enable=%s)" // lookalike
)

// Remediation is a stand-in for finding.Remediation.
type Remediation struct {
	Text     string
	Markdown string
}

// RemediationMetadata holds the repo (owner/name) and default branch.
type RemediationMetadata struct {
	Branch string
	Repo   string
}

// CreateWorkflowPinningRemediation create remediation for pinning GH Actions.
func (r *RemediationMetadata) CreateWorkflowPinningRemediation(filepath string) *Remediation {
	return r.createWorkflowRemediation(filepath, "pin")
}

func (r *RemediationMetadata) createWorkflowRemediation(path, t string) *Remediation {
	p := strings.TrimPrefix(path, ".github/workflows/")
	if r.Branch == "" || r.Repo == "" {
		return nil
	}
	text := fmt.Sprintf(workflowText, r.Repo, p, r.Branch, t)
	markdown := fmt.Sprintf(workflowMarkdown, r.Repo, p, r.Branch, t)
	return &Remediation{
		Text:     text,
		Markdown: markdown,
	}
}
