package pathjoin

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"net/url"
	"path"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the pathjoin check. It reads no site but the finder's builds:
// the calls it looks at are not URI sites, and it asks what is known of
// their arguments.
var Check = &checkutil.Check{
	Name:  "pathjoin",
	Doc:   checkutil.Doc(doc, "pathjoin", lint.SeverityWarning),
	Fix:   checkutil.FixOptIn,
	Tests: "also report in _test.go files",
	Run:   run,
}

func run(pass *checkutil.Pass) {
	for _, b := range pass.Builds() {
		if b.Kind != sites.BuildPathJoin || pass.SkipsTest(b.Expr.Pos()) {
			continue
		}
		switch p := b.Parent.(type) {
		case *ast.BinaryExpr:
			if p.Op == token.EQL || p.Op == token.NEQ {
				continue // both sides of == are cleaned alike: no URI is made
			}
		case ast.Stmt:
			// A literal cannot stand as a statement, nor after go or defer.
			check(pass, b, false)
			continue
		}
		check(pass, b, true)
	}
}

// arg is what is known of one argument.
type arg struct {
	display string // the text, "…" for each unknown part
	known   bool
	text    string // when known
}

func check(pass *checkutil.Pass, b *sites.Build, fixable bool) {
	call, fn := b.Expr.(*ast.CallExpr), b.Func
	args := make([]arg, len(call.Args))
	first := -1
	for i, e := range call.Args {
		v, ok := pass.Value(e)
		switch tv := pass.TypesInfo.Types[e]; {
		case !ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "":
			args[i] = arg{known: true} // "", of which nothing is known
		case !ok:
			args[i] = arg{display: "…"}
		default:
			args[i] = arg{display: v.Display(), known: v.Known(), text: v.Text()}
		}
		if first < 0 && !(args[i].known && args[i].text == "") {
			first = i // Join skips empty elements
			if !pass.HoldsURL(e) && (!ok || !hasAuthority(v.Prefix())) {
				return
			}
		}
	}
	if first < 0 {
		return
	}
	qual := fn.Pkg().Name() + "." + fn.Name()
	displays := make([]string, len(args))
	for i, a := range args {
		displays[i] = a.display
	}
	made := path.Join(displays...) // Clean of one argument
	msg := fmt.Sprintf("%s makes %s of a URI: it collapses the \"//\" before the authority (RFC 3986 §3.2)",
		qual, strconv.Quote(uri.Redact(made)))
	if fn.Pkg().Path() == "path/filepath" {
		msg += " and writes '\\' on Windows"
	}
	msg += "; use url.JoinPath"
	var fixes []analysis.SuggestedFix
	if fix, ok := literalFix(pass, pass.FileOf(call.Pos()), call, args[first:]); ok && fixable {
		fixes = append(fixes, fix)
	}
	pass.ReportRange(call.Pos(), call.End(), msg, fixes...)
}

// hasAuthority reports whether the text p, the known start of a value,
// is a scheme, "//" and an authority that is not surely
// empty: "https://h", or "https://" before an unknown part. A one-letter
// scheme is a drive ("C://x"); an empty authority makes "file:///x" and
// "file:/x" the same, and so does "file://" before a path.
func hasAuthority(p string) bool {
	ss := uri.SplitScheme(p)
	if ss.Sep != uri.SepSlashes || ss.SchemeEnd < 2 {
		return false
	}
	rest := p[ss.End:]
	switch {
	case strings.HasPrefix(rest, "/"):
		return false
	case rest == "":
		return !strings.EqualFold(p[:ss.SchemeEnd], "file")
	}
	return true
}

// literalFix returns the fix that replaces the call with the string
// url.JoinPath makes of its arguments, when all of them are known, the
// base has no query, fragment or password, and the file uses the
// package elsewhere, so that its import stays used.
func literalFix(pass *checkutil.Pass, file *ast.File, call *ast.CallExpr, args []arg) (analysis.SuggestedFix, bool) {
	elems := make([]string, len(args))
	for i, a := range args {
		if !a.known || strings.ContainsAny(a.text, "?#") {
			return analysis.SuggestedFix{}, false
		}
		elems[i] = a.text
	}
	if _, _, ok := uri.PasswordRange(elems[0]); ok {
		return analysis.SuggestedFix{}, false // the fix would show it
	}
	base, err := url.Parse(elems[0])
	if err != nil || base.Host == "" || base.User != nil {
		return analysis.SuggestedFix{}, false
	}
	want := base.JoinPath(elems[1:]...).String()
	if file == nil || hasComment(file, call) || !pass.UsedElsewhere(call) {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message: "Replace with " + strconv.Quote(want),
		TextEdits: []analysis.TextEdit{{
			Pos: call.Pos(), End: call.End(), NewText: []byte(strconv.Quote(want)),
		}},
	}, true
}

// hasComment reports whether a comment sits inside the call, which the
// fix would drop.
func hasComment(file *ast.File, call *ast.CallExpr) bool {
	for _, g := range file.Comments {
		if call.Pos() <= g.Pos() && g.End() <= call.End() {
			return true
		}
	}
	return false
}
