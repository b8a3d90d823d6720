package colonpath

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

// Check is the colonpath check.
var Check = &checkutil.Check{
	Name:     "colonpath",
	Doc:      checkutil.Doc(doc, "colonpath", lint.SeverityError),
	Fix:      checkutil.FixDefault,
	Evidence: sites.EvidenceSink,
	Grammars: sites.GrammarReference,
	Run:      run,
}

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		// Only a reference resolved against a base is meant to be
		// relative; net/url.Parse takes "myapp:x" as the URI it is.
		if s.Need.Resolved {
			check(pass, s)
		}
	}
}

func check(pass *checkutil.Pass, s *sites.Site) {
	scheme, ok := wouldBeScheme(s)
	if !ok {
		return
	}
	n := len(scheme) + 1 // with the ':'
	var fixes []analysis.SuggestedFix
	if fixable(s) {
		if fix, ok := checkutil.Fix(s, `Prefix the path with "./"`, checkutil.Edit{Start: 0, End: 0, New: "./"}); ok {
			fixes = append(fixes, fix)
		}
	}
	pass.Report(s, 0, n,
		fmt.Sprintf(`%s reads as a URI of scheme %q, not as a relative path; a first segment with ':' needs "./" in front (RFC 3986 §4.2)`, s.Read().Quoted, scheme),
		fixes...)
}

// wouldBeScheme returns what a parser takes for the scheme of the site's
// value, when the value surely is a relative path that went wrong: the
// scheme is valid by its grammar (§3.1) but unknown, and the rest of the
// first segment, all known, does not read as a port, a userinfo or the
// path of a URI.
func wouldBeScheme(s *sites.Site) (string, bool) {
	r := s.Read()
	text := r.Text
	if r.Lo != 0 || r.Scheme.Sep == uri.SepNone || r.Scheme.Sep == uri.SepNoColon {
		return "", false // no scheme: a relative path already
	}
	j := r.Scheme.SchemeEnd
	scheme := text[:j]
	switch {
	case j == 1:
		return "", false // a Windows drive, "C:x"
	case strings.IndexByte(scheme, '.') >= 0:
		return "", false // a private-use scheme, "com.example.app:" (RFC 8252 §7.1)
	}
	if _, known := uri.LookupScheme(scheme); known {
		return "", false // a URI of that scheme, as meant
	}
	// The rest of the first segment, up to the next delimiter.
	k := strings.IndexAny(text[j+1:], "/?#")
	if k < 0 {
		k = len(text)
	} else {
		k += j + 1
	}
	rest := text[j+1 : k]
	switch {
	case rest == "":
		return "", false // "x:/path", "x://host", or "x:" alone
	case s.Value.InHole(j+1, k):
		return "", false // unknown: "user:" + id could be a port
	case strings.IndexByte(rest, '@') >= 0:
		return "", false // "user:pass@host", an authority without "//"
	case allDigits(rest):
		return "", false // "host:port", the sink check's finding
	}
	return scheme, true
}

// fixable reports whether "./" in front makes the value a relative-path
// reference whose path is the original one after the "./" (§4.2).
func fixable(s *sites.Site) bool {
	if !s.Value.Known() {
		_, err := uri.ParsePrefix("./"+s.Value.Prefix(), uri.RuleRelativeRef)
		return err == nil
	}
	text := s.Value.Text()
	u, err := uri.ParseRule("./"+text, uri.RuleRelativeRef)
	if err != nil {
		return false
	}
	path := text
	if i := strings.IndexAny(text, "?#"); i >= 0 {
		path = text[:i]
	}
	return u.Path() == "./"+path
}

func allDigits(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
