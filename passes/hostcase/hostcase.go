package hostcase

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

// Check is the hostcase check.
var Check = &checkutil.Check{
	Name:     "hostcase",
	Doc:      checkutil.Doc(doc, "hostcase", lint.SeverityWarning),
	Fix:      checkutil.FixDefault,
	Evidence: sites.EvidenceName,
	Grammars: sites.GrammarAll,
	Tests:    "also report in _test.go files",
	Run:      run,
}

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		check(pass, s)
	}
}

func check(pass *checkutil.Pass, s *sites.Site) {
	p, ok := s.Read().Authority()
	if !ok {
		return
	}
	hs, he, _ := p.URI.Offsets(uri.ComponentHost)
	hs, he = hs-len(p.Prefix), he-len(p.Prefix)
	// The host and what delimits it are known: in "http://" + user +
	// "EXAMPLE.com" or "https://API.example.com" + rest, the hole may
	// still change what the host is.
	if hs == he || s.Value.InHole(max(hs-1, 0), he+1) {
		return
	}
	text := p.Text
	if placeholder(text[hs:he]) {
		return // "storage.UNIVERSE_DOMAIN": a word another package replaces
	}
	if scheme, ok := p.URI.Scheme(); ok {
		if sch, known := uri.LookupScheme(strings.ToLower(scheme)); known && sch.NamedHost {
			return // a bucket's name, not a DNS host (rule 5)
		}
	}
	if scheme, ok := p.URI.Scheme(); ok && !strings.ContainsAny(text[hs:he], ".[") {
		if _, known := uri.LookupScheme(scheme); !known {
			// One label after a scheme no one has registered or
			// described: an identifier, data ("base64://aGVsbG8"),
			// not surely a DNS name.
			return
		}
	}
	edits := lowercase(text, hs, he)
	if len(edits) == 0 {
		return
	}
	var fixes []analysis.SuggestedFix
	if fixed, err := p.Parse(checkutil.Apply(text, edits...)); err == nil && uri.Equal(p.URI, fixed) {
		if fix, ok := checkutil.Fix(s, "Lowercase the host", edits...); ok {
			fixes = append(fixes, fix)
		}
	}
	pass.Report(s, hs, he, fmt.Sprintf("host %q of %s is not lowercase (RFC 3986 §3.2.2, §6.2.2.1)", text[hs:he], s.Read().Subject), fixes...)
}

// lowercase returns the edits that lowercase the letters of text[start:end]
// outside percent-encodings, one for each run of uppercase letters.
// placeholder reports whether the host holds a word in upper case with
// '_', which no DNS name has: a placeholder that code replaces, matching
// its case.
func placeholder(host string) bool {
	for label := range strings.SplitSeq(host, ".") {
		if strings.Contains(label, "_") && strings.ToUpper(label) == label && strings.ContainsFunc(label, func(r rune) bool { return 'A' <= r && r <= 'Z' }) {
			return true
		}
	}
	return false
}

func lowercase(text string, start, end int) []checkutil.Edit {
	var edits []checkutil.Edit
	for i := start; i < end; {
		switch c := text[i]; {
		case c == '%':
			i += 3 // a triplet: its hex digits are the percent check's
		case 'A' <= c && c <= 'Z':
			j := i
			for j < end && 'A' <= text[j] && text[j] <= 'Z' {
				j++
			}
			edits = append(edits, checkutil.Edit{Start: i, End: j, New: lower(text[i:j])})
			i = j
		default:
			i++
		}
	}
	return edits
}

// lower lowercases the ASCII letters of s.
func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
