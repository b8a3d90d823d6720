package credentials_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/credentials"
)

func newAnalyzer(t *testing.T, fix bool) *analysis.Analyzer {
	t.Helper()
	a := credentials.New()
	if fix {
		if err := a.Flags.Set("fix", "true"); err != nil {
			t.Fatal(err)
		}
	}
	return a
}

func TestCredentials(t *testing.T) {
	for _, r := range analysistest.Run(t, analysistest.TestData(), newAnalyzer(t, false), "a") {
		for _, d := range r.Diagnostics {
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("%v: a fix without -credentials.fix: %s", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
}

func TestFixOption(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), newAnalyzer(t, true), "a")
}

// secrets are the passwords of testdata/src/a, as the program sees them.
var secrets = []string{"hunter2", "s3cret", "db-pw", "guest-pw", "sekrit", "fmt-pw", "concat-pw", "pa55word", "c0nst-pw", "multi-pw", "commented-pw", "pp-pw"}

// TestNoSecretInMessages checks that no message shows a password, whatever
// the // want patterns say.
func TestNoSecretInMessages(t *testing.T) {
	n := 0
	for _, r := range analysistest.Run(t, analysistest.TestData(), newAnalyzer(t, true), "a") {
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
