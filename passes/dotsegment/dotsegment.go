package dotsegment

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

// Check is the dotsegment check. It reads no component: url.URL.Path is
// decoded, and RawPath's URL is unknown.
var Check = &checkutil.Check{
	Name:     "dotsegment",
	Doc:      checkutil.Doc(doc, "dotsegment", lint.SeverityWarning),
	Fix:      checkutil.FixDefault,
	Evidence: sites.EvidenceName,
	Grammars: sites.GrammarURI,
	Tests:    "also report in _test.go files",
	Run:      run,
}

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		if start, end, ok := hierPath(s); ok {
			check(pass, s, start, end)
		}
	}
}

// hierPath returns the offsets of the path of the site's value when the
// value surely has a scheme, the path is final, and everything up to the
// path's end is known: the path of "http://a/b/../c?" + q, not that of
// "http://" + host + "/b/../c", where the host may bring segments.
func hierPath(s *sites.Site) (start, end int, ok bool) {
	var u uri.URI
	if s.Value.Known() {
		var err error
		if u, err = uri.Parse(s.Value.Text()); err != nil {
			return 0, 0, false // the syntax check's finding
		}
	} else {
		p, err := uri.ParsePrefix(s.Value.Prefix(), uri.RuleURIReference)
		if err != nil || p.Open <= uri.ComponentPath {
			return 0, 0, false // the path may still grow
		}
		u = p.URI
	}
	if _, ok := u.Scheme(); !ok {
		return 0, 0, false // a relative reference: "../x" means something
	}
	// A rootless path ("urn:a/../b") is opaque to resolution: only a
	// hierarchical one, after an authority or starting with "/", is
	// normalized by §6.2.2.3.
	if !u.HasAuthority() && !strings.HasPrefix(u.Path(), "/") {
		return 0, 0, false
	}
	return u.Offsets(uri.ComponentPath)
}

func check(pass *checkutil.Pass, s *sites.Site, start, end int) {
	text := s.Value.Text()
	path := text[start:end]
	// "npipe:////./pipe/docker_engine": after an empty authority, "//./"
	// starts a Windows device path (\\.\pipe\…), whose "." is a name.
	device := strings.HasPrefix(path, "//./") && strings.HasSuffix(text[:start], "://")
	if device {
		path = "//_" + path[3:]
	}
	first, last, ok := dotSegments(path)
	if !ok {
		return
	}
	var fixes []analysis.SuggestedFix
	if e, ok := fixEdit(text, start, end); ok && !device {
		if fix, ok := checkutil.Fix(s, "Remove the dot segments", e); ok {
			fixes = append(fixes, fix)
		}
	}
	pass.Report(s, start+first, start+last,
		fmt.Sprintf("path of %s has dot segments, which only relative references should have (RFC 3986 §6.2.2.3)", s.Read().Quoted),
		fixes...)
}

// dotSegments returns the range in path from the start of its first "."
// or ".." segment to the end of its last one.
func dotSegments(path string) (first, last int, ok bool) {
	first = -1
	for i := 0; i <= len(path); {
		j := strings.IndexByte(path[i:], '/')
		if j < 0 {
			j = len(path)
		} else {
			j += i
		}
		if seg := path[i:j]; seg == "." || seg == ".." {
			if first < 0 {
				first = i
			}
			last = j
		}
		i = j + 1
	}
	return first, last, first >= 0
}

// fixEdit returns the edit that removes the dot segments from the path
// text[start:end], the smallest one that changes the path to its
// remove_dot_segments (§5.2.4), if the result is valid and equivalent to
// the original (§6.2.2.3). The query and fragment are not touched, so the
// URI up to the path's end, which is known, is what is compared.
func fixEdit(text string, start, end int) (checkutil.Edit, bool) {
	path := text[start:end]
	clean := uri.RemoveDotSegments(path)
	// Keep the bytes the two paths share at both ends.
	p := 0
	for p < len(path) && p < len(clean) && path[p] == clean[p] {
		p++
	}
	q := 0
	for q < len(path)-p && q < len(clean)-p && path[len(path)-1-q] == clean[len(clean)-1-q] {
		q++
	}
	e := checkutil.Edit{Start: start + p, End: end - q, New: clean[p : len(clean)-q]}
	before := text[:end]
	after := checkutil.Apply(before, e)
	orig, err1 := uri.ParseRule(before, uri.RuleURI)
	fixed, err2 := uri.ParseRule(after, uri.RuleURI)
	if err1 != nil || err2 != nil || !uri.Equal(orig, fixed) {
		// "a:/.//b" would become "a://b", whose path reads as an authority.
		return checkutil.Edit{}, false
	}
	if _, _, ok := dotSegments(fixed.Path()); ok {
		return checkutil.Edit{}, false
	}
	return e, true
}
