package raw

import "testing"

func Test_getPhabricatorRevisionID(t *testing.T) {
	t.Parallel()
	var (
		phabricatorCommitE = Commit{
			// Source: github.com/ossf/scorecard/v5/checks/raw/code_review_test.go:94 (syntax: a Phabricator commit message whose revision line holds a URL among words and newlines, input to the revision-ID regex and prose by rule 4)
			Message: "\nDifferential Revision: https://reviews.foo.org/D123 \nReviewed By: user-123", // lookalike
			SHA:     "e",
		}
		phabricatorCommitF = Commit{
			// Source: github.com/ossf/scorecard/v5/checks/raw/code_review_test.go:98 (syntax: another commit message with a revision URL inside free text, prose by rule 4)
			Message: "\nDifferential Revision: https://foo.bar.example.com/D456 \nReviewed By: user-123", // lookalike
			SHA:     "f",
		}
		phabricatorCommitG = Commit{
			// Source: github.com/ossf/scorecard/v5/checks/raw/code_review_test.go:102 (syntax: a third commit message with a revision URL inside free text, prose by rule 4)
			Message: "\nDifferential Revision: https://reviews.bar.org/D78910 \nReviewed By: user-123", // lookalike
			SHA:     "g",
		}
	)
	tests := []struct {
		name   string
		commit Commit
		want   string
	}{
		{name: "phabricator: revision URL E", commit: phabricatorCommitE, want: "D123"},
		{name: "phabricator: revision URL F", commit: phabricatorCommitF, want: "D456"},
		{name: "phabricator: revision URL G", commit: phabricatorCommitG, want: "D78910"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := getPhabricatorRevisionID(&tt.commit); got != tt.want {
				t.Errorf("getPhabricatorRevisionID() = %q, want %q", got, tt.want)
			}
		})
	}
}
