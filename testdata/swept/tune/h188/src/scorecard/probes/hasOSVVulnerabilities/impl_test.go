package hasOSVVulnerabilities

import (
	"strings"
	"testing"
)

func Test_Run(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name              string
		vulns             []Vulnerability
		remediationSubstr string
	}{
		{
			name:  "only one vuln ID appears in the findings remediation text link.",
			vulns: []Vulnerability{{ID: "bar", Aliases: []string{"foo"}}},
			// Source: github.com/ossf/scorecard/v5/probes/hasOSVVulnerabilities/impl_test.go:143 (syntax: a substring searched for in the remediation text, a link followed by a space and a full stop of the sentence; searched for only, prose by rule 4)
			remediationSubstr: "https://osv.dev/bar .", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			findings, err := Run(tt.vulns)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			for i := range findings {
				if !strings.Contains(findings[i].Remediation, tt.remediationSubstr) {
					t.Errorf("wanted to find substr %q in remediation text, but didn't", tt.remediationSubstr)
				}
			}
		})
	}
}
