package credentials_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/credentials"
)

// secrets are the passwords of testdata/src/a, as the program sees them.
var secrets = []string{"hunter2", "s3cret", "db-pw", "guest-pw", "sekrit", "fmt-pw", "concat-pw", "pa55word", "c0nst-pw", "multi-pw", "commented-pw", "pp-pw", "fmtc-pw"}

// TestCredentials runs the check with its fix option on, as -fix would
// apply it, and checks that no message or fix title shows a password,
// whatever the // want patterns say. That the fix is held back without
// the option is checkutil's, and tested there.
func TestCredentials(t *testing.T) {
	t.Parallel()
	a := credentials.Check.Analyzer()
	if err := a.Flags.Set("fix", "true"); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), a, "a") {
		for _, d := range r.Diagnostics {
			n++
			texts := []string{d.Message}
			for _, f := range d.SuggestedFixes {
				texts = append(texts, f.Message)
			}
			for _, text := range texts {
				for _, s := range secrets {
					if strings.Contains(text, s) {
						t.Errorf("%v: %q shows the password %q", r.Pass.Fset.Position(d.Pos), text, s)
					}
				}
			}
		}
	}
	if n < len(secrets) {
		t.Errorf("%d diagnostics, want one at least for each of the %d passwords", n, len(secrets))
	}
}

// TestFixtures checks that the fixtures of tests are read while the
// tests option is on, and left alone when it is off.
func TestFixtures(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), credentials.Check.Analyzer(), "fixtures", "masks")
	off := credentials.Check.Analyzer()
	if err := off.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), off, "fixturesoff")
}
