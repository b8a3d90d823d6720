package raw

import "testing"

// Test_collectPolicyHits tests the regexes in collectPolicyHits for positive and negative cases.
func Test_collectPolicyHits(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		input     string
		wantLinks []string
	}{
		// URL regex
		{
			name: "URL positive",
			// Source: github.com/ossf/scorecard/v5/checks/raw/security_policy_test.go:188 (syntax: a sentence of policy text that contains a link, input to the link-extracting regex; prose by rule 4 and fixture by rule 2c)
			input:     "See https://example.com for details.", // lookalike
			wantLinks: []string{"https://example.com"},
		},
		// Multi-line input
		{
			name: "Multi-line, all types",
			// Source: github.com/ossf/scorecard/v5/checks/raw/security_policy_test.go:298 (syntax: multi-line policy text with an email, a link and words, input to the policy-hit regexes; prose by rule 4)
			input:     "Contact: sec@ex.com\nPolicy: https://foo.com\nID: 42 vuln Disclos", // lookalike
			wantLinks: []string{"https://foo.com"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			hits := collectPolicyHits([]byte(tt.input))
			if len(hits) != len(tt.wantLinks) {
				t.Fatalf("got %d link hits, want %d", len(hits), len(tt.wantLinks))
			}
			for i, h := range hits {
				if h.Match != tt.wantLinks[i] {
					t.Errorf("hit %d = %q, want %q", i, h.Match, tt.wantLinks[i])
				}
			}
		})
	}
}
