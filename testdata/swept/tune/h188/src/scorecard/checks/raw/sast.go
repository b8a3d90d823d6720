package raw

import (
	"regexp"
	"strings"
)

// Step is a stand-in for the actionlint step whose uses value is read.
type Step struct {
	Uses string
}

// searchGitHubActionWorkflowUseRegex collects the workflow path when a step uses an action matching usesRegex.
func searchGitHubActionWorkflowUseRegex(path string, steps []Step, paths *[]string, usesRegex string) bool {
	for _, step := range steps {
		// Parse out repo / SHA.
		// Source: github.com/ossf/scorecard/v5/checks/raw/sast.go:229 (sink: a bare scheme prefix trimmed off the action's uses value with TrimPrefix, not a URI that needs a host; a value only compared, searched for or trimmed is no URI use by the closing rule)
		uses := strings.TrimPrefix(step.Uses, "actions://") // lookalike
		action, _, _ := strings.Cut(uses, "@")
		re := regexp.MustCompile(usesRegex)
		if re.MatchString(action) {
			*paths = append(*paths, path)
		}
	}
	return true
}
