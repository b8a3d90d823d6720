package finding

import (
	"os"
	"testing"
)

func Test_FromBytes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		id      string
		path    string
		finding *Finding
	}{
		{
			name: "effort low",
			id:   "effort-low",
			path: "testdata/effort-low.yml",
			finding: &Finding{
				Probe:   "effort-low",
				Outcome: OutcomeFalse,
				Remediation: &Remediation{
					// Source: github.com/ossf/scorecard/v5/finding/finding_test.go:57 (syntax: expected remediation steps with a link after words on the second line, text shown to users and prose by rule 4)
					Text: "step1\nstep2 https://www.google.com/something", // lookalike
					// Source: github.com/ossf/scorecard/v5/finding/finding_test.go:58 (syntax: the same steps as markdown with a link inside the text, prose by rule 4)
					Markdown: "step1\nstep2 [google.com](https://www.google.com/something)", // lookalike
					Effort:   RemediationEffortLow,
				},
			},
		},
		{
			name: "effort high",
			id:   "effort-high",
			path: "testdata/effort-high.yml",
			finding: &Finding{
				Probe:   "effort-high",
				Outcome: OutcomeFalse,
				Remediation: &Remediation{
					// Source: github.com/ossf/scorecard/v5/finding/finding_test.go:72 (syntax: expected remediation text with a link after words, prose by rule 4)
					Text: "step1\nstep2 https://www.google.com/something", // lookalike
					// Source: github.com/ossf/scorecard/v5/finding/finding_test.go:73 (syntax: expected markdown remediation with a link in the text, prose by rule 4)
					Markdown: "step1\nstep2 [google.com](https://www.google.com/something)", // lookalike
					Effort:   RemediationEffortHigh,
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			content, err := os.ReadFile(tt.path)
			if err != nil {
				t.Fatal(err)
			}
			r, err := FromBytes(content, tt.id)
			if err != nil {
				t.Fatal(err)
			}
			if r.Remediation.Text != tt.finding.Remediation.Text {
				t.Errorf("Text = %q, want %q", r.Remediation.Text, tt.finding.Remediation.Text)
			}
		})
	}
}
