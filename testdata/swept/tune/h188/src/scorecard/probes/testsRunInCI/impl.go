// Package testsRunInCI holds a rewritten excerpt of scorecard's tests-run-in-CI probe.
package testsRunInCI

import "strings"

// isTest returns true if the given string is a CI test.
func isTest(s string) bool {
	l := strings.ToLower(s)

	// Add more patterns here!
	for _, pattern := range []string{
		"appveyor", "buildkite", "circleci", "e2e", "github-actions", "jenkins",
		"azure-pipelines", "ci/woodpecker",
		// Source: github.com/ossf/scorecard/v5/probes/testsRunInCI/impl.go:168 (sink: a pattern searched for with strings.Contains in a status context name, compared only and no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
		"vstfs:///build/build", // lookalike
	} {
		if strings.Contains(l, pattern) {
			return true
		}
	}
	return false
}
