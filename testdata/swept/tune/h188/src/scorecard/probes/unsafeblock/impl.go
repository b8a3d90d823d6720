// Package unsafeblock holds a rewritten excerpt of scorecard's unsafe-block probe.
package unsafeblock

import (
	"regexp"
	"strings"
)

// Remediation is a stand-in for finding.Remediation.
type Remediation struct {
	Text   string
	Effort int
}

// Finding is a stand-in for finding.Finding.
type Finding struct {
	Message     string
	Remediation *Remediation
}

var (
	// javaMultiLineCommentRe matches /* ... */ comments (including across newlines).
	javaMultiLineCommentRe = regexp.MustCompile(`(?s)/\*.*?\*/`)
	// javaSingleLineCommentRe matches // ... to end of line.
	// Source: github.com/ossf/scorecard/v5/probes/unsafeblock/impl.go:225 (syntax: a regular expression for Java line comments given to regexp.MustCompile, not a network-path reference; a pattern is no URI, and the finding needs a URI use)
	javaSingleLineCommentRe = regexp.MustCompile(`//[^\n]*`) // lookalike
)

const remediationText = "Visit the OpenSSF Memory Safety SIG guidance on how to make your project memory safe."

// stripJavaComments removes comments before the Unsafe class is searched for.
func stripJavaComments(src string) string {
	src = javaMultiLineCommentRe.ReplaceAllString(src, "")
	return javaSingleLineCommentRe.ReplaceAllString(src, "")
}

// Run reports Go files that import unsafe and Java files that use sun.misc.Unsafe.
func Run(files map[string]string) []Finding {
	var findings []Finding
	for name, content := range files {
		switch {
		case strings.HasSuffix(name, ".go") && strings.Contains(content, `"unsafe"`):
			findings = append(findings, Finding{Message: "Golang code uses the unsafe package", Remediation: &Remediation{Text: remediationText, Effort: 2}})
		case strings.HasSuffix(name, ".java") && strings.Contains(stripJavaComments(content), "Unsafe"):
			findings = append(findings, Finding{Message: "Java code uses the Unsafe class", Remediation: &Remediation{Text: remediationText, Effort: 2}})
		}
	}
	return findings
}
