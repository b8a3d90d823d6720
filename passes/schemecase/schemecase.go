package schemecase

import (
	_ "embed"
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the schemecase check.
var Check = &checkutil.Check{
	Name:     "schemecase",
	Doc:      checkutil.Doc(doc, "schemecase", lint.SeverityWarning),
	Fix:      checkutil.FixDefault,
	Evidence: sites.EvidenceName,
	Grammars: sites.GrammarAll,
	Tests:    "also report in _test.go files",
	Run:      run,
}

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		if n, ok := schemeLen(s); ok {
			check(pass, s, n)
		}
	}
}

// schemeLen returns the length of the site's scheme, which starts its
// value, if it surely has one.
func schemeLen(s *sites.Site) (int, bool) {
	text := s.Value.Text()
	if s.Need.Grammar == sites.GrammarComponent {
		if !s.Is(uri.ComponentScheme) {
			return 0, false
		}
		return len(text), uri.Validate(text+":", uri.RuleAbsoluteURI) == nil && s.Value.Known()
	}
	p, err := uri.ParsePrefix(s.Value.Prefix(), uri.RuleURIReference)
	if err != nil || p.Open == uri.ComponentScheme {
		return 0, false
	}
	scheme, ok := p.Scheme()
	if !ok {
		return 0, false
	}
	// A relative reference may start like a scheme ("images:x"); only a
	// known scheme, or a sink that needs a scheme, says it is one.
	if _, known := uri.LookupScheme(scheme); !known && !s.Need.Absolute {
		return 0, false
	}
	return len(scheme), true
}

func check(pass *checkutil.Pass, s *sites.Site, n int) {
	scheme := s.Value.Text()[:n]
	lower := strings.ToLower(scheme)
	if lower == scheme {
		return
	}
	var fixes []analysis.SuggestedFix
	if fix, ok := checkutil.Fix(s, "Lowercase the scheme", checkutil.Edit{Start: 0, End: n, New: lower}); ok {
		fixes = append(fixes, fix)
	}
	pass.Report(s, 0, n, fmt.Sprintf("scheme %q of %s is not lowercase (RFC 3986 §3.1)", scheme, s.Read().Subject), fixes...)
}
