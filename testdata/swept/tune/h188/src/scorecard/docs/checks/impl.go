// Package checks holds a rewritten excerpt of scorecard's check documentation.
package checks

import (
	"fmt"
	"strings"
)

// Source: github.com/ossf/scorecard/v5/docs/checks/impl.go:30 (syntax: a template whose %s is filled later by GetDocumentationURL with a commit-ish such as main, a valid documentation URL once filled; judged filled by the template rule)
const docURL = "https://github.com/ossf/scorecard/blob/%s/docs/checks.md" // lookalike

type internalCheck struct {
	Name string
	URL  string
}

// CheckDocImpl documents one check.
type CheckDocImpl struct {
	internalCheck internalCheck
}

// GetCheck returns the documentation of check name.
func GetCheck(name string) *CheckDocImpl {
	ic := internalCheck{Name: name}
	// Set the name and URL.
	ic.URL = fmt.Sprintf("%s#%s", docURL, strings.ToLower(name))
	return &CheckDocImpl{internalCheck: ic}
}

// GetDocumentationURL returns the URL for the documentation of check `name`.
func (c *CheckDocImpl) GetDocumentationURL(commitish string) string {
	com := commitish
	if com == "" || com == "unknown" {
		com = "main"
	}
	return fmt.Sprintf(c.internalCheck.URL, com)
}
