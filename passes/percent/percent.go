package percent

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

// Check is the percent check. Its findings about form honor its tests
// option, but encoded control characters are reported in tests too.
var Check = &checkutil.Check{
	Name:     "percent",
	Doc:      checkutil.Doc(doc, "percent", lint.SeverityWarning),
	Fix:      checkutil.FixDefault,
	Evidence: sites.EvidenceName,
	Grammars: sites.GrammarAll,
	Tests:    "also report the findings about form in _test.go files (encoded control characters are reported there always)",
	Run:      run,
}

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		if s.Need.Grammar == sites.GrammarComponent && s.Need.Decoded {
			continue // '%' is data there
		}
		for _, r := range runs(s) {
			switch r.kind {
			case kindControl:
				if controlMatters(s, r.start) {
					reportControl(pass, s, r)
				}
			case kindUnreserved:
				reportUnreserved(pass, s, r)
			case kindLower:
				reportLower(pass, s, r)
			}
		}
	}
}

// kind is what is wrong with a percent-encoding.
type kind uint8

const (
	kindNone       kind = iota
	kindControl         // a C0 control or DEL (§7.2, §7.3)
	kindUnreserved      // an unreserved character (§2.3)
	kindLower           // hex digits in lowercase (§2.1)
)

// A seq is a sequence of adjacent triplets of one kind, text[start:end].
type seq struct {
	start, end int
	kind       kind
}

// runs returns the runs of triplets of the site's value that the check
// reports, leaving out those that touch a hole.
func runs(s *sites.Site) []seq {
	text := s.Value.Text()
	var out []seq
	for i := 0; i < len(text); i++ {
		if !uri.IsTriplet(text, i) || s.Value.InHole(i, i+3) {
			continue
		}
		k := classify(s, i)
		if k != kindNone {
			if n := len(out); n > 0 && out[n-1].end == i && out[n-1].kind == k {
				out[n-1].end = i + 3
			} else {
				out = append(out, seq{i, i + 3, k})
			}
		}
		i += 2
	}
	return out
}

// classify returns the kind of the triplet at text[i].
func classify(s *sites.Site, i int) kind {
	text := s.Value.Text()
	c := uri.Unhex(text[i+1])<<4 | uri.Unhex(text[i+2])
	lower := text[i+1] >= 'a' || text[i+2] >= 'a' // hex digits past 'Z' are lowercase letters
	switch {
	case c < 0x20 || c == 0x7F:
		return kindControl
	case uri.IsUnreserved(c) && !(c == '.' && makesDotSegment(s, i)):
		return kindUnreserved
	case lower:
		return kindLower
	}
	return kindNone
}

// pieceDelims end the pieces in which a decoded "%2E" must not make "."
// or "..": path segments, and the parameters and pairs within them.
const pieceDelims = "/?#;=&"

// makesDotSegment reports whether decoding the triplets of the piece that
// holds text[i] would make it "." or "..", or whether it cannot tell, the
// piece being known only in part.
func makesDotSegment(s *sites.Site, i int) bool {
	text := s.Value.Text()
	start := strings.LastIndexAny(text[:i], pieceDelims) + 1
	end := len(text)
	if j := strings.IndexAny(text[i:], pieceDelims); j >= 0 {
		end = i + j
	}
	if s.Value.InHole(start, end) {
		return true
	}
	piece, err := uri.Unescape(text[start:end])
	return err != nil || piece == "." || piece == ".."
}

// controlMatters reports whether an encoded control character at text[i]
// is surely where it does harm: in the path, the authority or the
// userinfo of a hierarchical URI, not in a query or fragment, where a
// line break is data, nor in an opaque path ("data:,a%0Ab").
func controlMatters(s *sites.Site, i int) bool {
	if s.Need.Grammar == sites.GrammarComponent {
		return s.Is(uri.ComponentPath)
	}
	prefix := s.Value.Prefix()
	if i >= len(prefix) {
		return false // after a hole, in a component we cannot tell
	}
	p, err := uri.ParsePrefix(prefix[:i], uri.RuleURIReference)
	if err != nil {
		return false // the syntax check's finding
	}
	_, hasScheme := p.Scheme()
	switch p.Open {
	case uri.ComponentScheme:
		return true // the path of a relative reference: "a%00"
	case uri.ComponentAuthority:
		if !p.HasAuthority() {
			// No "//" yet: the triplet starts the path, which is opaque
			// after a scheme ("data:%0A").
			return !hasScheme
		}
		return true
	case uri.ComponentUserinfo, uri.ComponentHost:
		return true
	case uri.ComponentPath:
		return !hasScheme || p.HasAuthority() || strings.HasPrefix(p.Path(), "/")
	}
	return false // port, query, fragment
}

func reportControl(pass *checkutil.Pass, s *sites.Site, r seq) {
	text := s.Value.Text()
	var names []string
	for i := r.start; i < r.end; i += 3 {
		names = append(names, controlName(uri.Unhex(text[i+1])<<4|uri.Unhex(text[i+2])))
	}
	what := "the control character "
	if len(names) > 1 {
		what = "the control characters "
	}
	pass.ReportInTests(s, r.start, r.end, fmt.Sprintf("%s encodes %s, which can split a header or cut the string short where the URI is decoded (RFC 3986 §7.2, §7.3)",
		quoteRun(s, r), what+strings.Join(names, " ")))
}

func reportUnreserved(pass *checkutil.Pass, s *sites.Site, r seq) {
	text := s.Value.Text()
	decoded, err := uri.Unescape(text[r.start:r.end])
	if err != nil {
		return
	}
	what, fixMsg := "the unreserved character", "Decode the unreserved character"
	if len(decoded) > 1 {
		what, fixMsg = "the unreserved characters", "Decode the unreserved characters"
	}
	if !s.Read().InUserinfo(r.start) {
		what += fmt.Sprintf(" %q", decoded)
	}
	var fix []analysis.SuggestedFix
	if !s.Replacement() {
		fix = fixes(s, fixMsg, checkutil.Edit{Start: r.start, End: r.end, New: decoded})
	}
	pass.Report(s, r.start, r.end,
		fmt.Sprintf("%s encodes %s, which should not be encoded (RFC 3986 §2.3, §6.2.2.2)", quoteRun(s, r), what), fix...)
}

func reportLower(pass *checkutil.Pass, s *sites.Site, r seq) {
	text := s.Value.Text()
	what := "percent-encoding"
	if r.end-r.start > 3 {
		what = "percent-encodings"
	}
	if s.Read().InUserinfo(r.start) {
		what = "a " + what + " in the userinfo of " + s.Read().Subject
	} else {
		what = fmt.Sprintf("%s %q in %s", what, text[r.start:r.end], s.Read().Subject)
	}
	pass.Report(s, r.start, r.end,
		what+" should use uppercase hex digits (RFC 3986 §2.1, §6.2.2.1)",
		fixes(s, "Uppercase the hex digits", checkutil.Edit{Start: r.start, End: r.end, New: strings.ToUpper(text[r.start:r.end])})...)
}

// quoteRun returns how messages start: the run and where it is, or only
// where it is when it may be part of a password.
func quoteRun(s *sites.Site, r seq) string {
	r2 := s.Read()
	if r2.InUserinfo(r.start) {
		return "the userinfo of " + r2.Subject
	}
	return fmt.Sprintf("%q in %s", r2.Text[r.start:r.end], r2.Subject)
}

// fixes returns the fix made of edit, if the edit can be made in the
// source and the result is equivalent to the original (§6.2.2).
func fixes(s *sites.Site, msg string, e checkutil.Edit) []analysis.SuggestedFix {
	text := s.Value.Text()
	orig, err1 := uri.Parse(wrap(s, text))
	fixed, err2 := uri.Parse(wrap(s, checkutil.Apply(text, e)))
	if err1 != nil || err2 != nil || !uri.Equal(orig, fixed) {
		return nil
	}
	fix, ok := checkutil.Fix(s, msg, e)
	if !ok {
		return nil // a "%%" of a format string, or an escape sequence cut
	}
	return []analysis.SuggestedFix{fix}
}

// wrap returns a URI-reference that holds text as the site holds it:
// the text itself, or a component of net/url.URL in a URI of its own.
func wrap(s *sites.Site, text string) string {
	if s.Need.Grammar != sites.GrammarComponent {
		return text
	}
	switch s.Need.Component {
	case uri.ComponentQuery:
		return "http://h/?" + text
	case uri.ComponentFragment:
		return "http://h/#" + text
	}
	if strings.HasPrefix(text, "/") {
		return "http://h" + text
	}
	return "http://h/" + text
}

// controlNames are the names of the C0 controls (ISO 646, RFC 20).
var controlNames = [...]string{
	"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL",
	"BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
	"DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB",
	"CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US",
}

func controlName(c byte) string {
	if int(c) < len(controlNames) {
		return controlNames[c]
	}
	return "DEL"
}
