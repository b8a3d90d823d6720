package finding

import (
	"errors"
	"os"
	"testing"
)

func Test_probeFromBytes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		id    string
		path  string
		err   error
		probe *probe
	}{
		{
			name: "all fields set",
			id:   "all-fields",
			path: "testdata/all-fields.yml",
			probe: &probe{
				ID:             "all-fields",
				Short:          "short description",
				Implementation: "impl1 impl2\n",
				Motivation:     "mot1 mot2\n",
				Remediation: &Remediation{
					// Source: github.com/ossf/scorecard/v5/finding/probe_test.go:45 (syntax: expected remediation steps of a probe definition with a link after words, prose by rule 4)
					Text: "step1\nstep2 https://www.google.com/something", // lookalike
					// Source: github.com/ossf/scorecard/v5/finding/probe_test.go:46 (syntax: expected markdown remediation with a link inside text, prose by rule 4)
					Markdown: "step1\nstep2 [google.com](https://www.google.com/something)", // lookalike
					Effort:   RemediationEffortLow,
				},
				RemediateOnOutcome: OutcomeFalse,
			},
		},
		{
			name: "mismatch probe ID",
			id:   "mismatch-id",
			path: "testdata/all-fields.yml",
			probe: &probe{
				ID:             "all-fields",
				Short:          "short description",
				Implementation: "impl1 impl2\n",
				Motivation:     "mot1 mot2\n",
				Remediation: &Remediation{
					// Source: github.com/ossf/scorecard/v5/finding/probe_test.go:62 (syntax: remediation text with a link after words in a row that expects errInvalid, prose by rule 4)
					Text: "step1\nstep2 https://www.google.com/something", // lookalike
					// Source: github.com/ossf/scorecard/v5/finding/probe_test.go:63 (syntax: markdown remediation with a link inside text, prose by rule 4)
					Markdown: "step1\nstep2 [google.com](https://www.google.com/something)", // lookalike
					Effort:   RemediationEffortLow,
				},
			},
			err: errInvalid,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			content, err := os.ReadFile(tt.path)
			if err != nil {
				t.Fatal(err.Error())
			}
			r, err := probeFromBytes(content, tt.id)
			if err != nil || tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if r.Remediation.Text != tt.probe.Remediation.Text {
				t.Errorf("mismatch: %q vs %q", r.Remediation.Text, tt.probe.Remediation.Text)
			}
		})
	}
}
