// Package gosec holds cases rewritten from github.com/securego/gosec/v2.
package gosec

import (
	"fmt"
	"regexp"
)

// Version is the CWE version.
const Version = "4.4"

// InformationURI links to the published CWE PDF.
// Source: github.com/securego/gosec/v2/cwe/data.go:15 (escaper: a constant version string concatenated raw into the path needs no escaping.)
const InformationURI = "https://cwe.mitre.org/data/published/cwe_v" + Version + ".pdf/" // lookalike

// Weakness is a CWE weakness.
type Weakness struct {
	ID string
}

// SprintURL formats the CWE URL.
func (w *Weakness) SprintURL() string {
	// Source: github.com/securego/gosec/v2/cwe/types.go:17 (escaper: the CWE ID is put raw into the path, and whether an ID needs escaping is not known from the code.)
	return fmt.Sprintf("https://cwe.mitre.org/data/definitions/%s.html", w.ID) // lookalike
}

var slackWebhook = regexp.MustCompile(
	// Source: github.com/securego/gosec/v2/rules/hardcoded_credentials.go:136 (syntax: a regular expression that matches Slack webhook URLs is a pattern, not a URI.)
	`https://hooks\.slack\.com/services/T[a-zA-Z0-9_]{8}/B[a-zA-Z0-9_]{8}/[a-zA-Z0-9_]{24}`, // lookalike
)

// IsSlackWebhook reports whether s looks like a Slack webhook.
func IsSlackWebhook(s string) bool { return slackWebhook.MatchString(s) }
