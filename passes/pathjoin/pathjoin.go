package pathjoin

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/url"
	"path"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the pathjoin check. It reads no site: the calls it looks at
// are not URI sites, and it asks what is known of their arguments.
var Check = &checkutil.Check{
	Name:     "pathjoin",
	Doc:      checkutil.Doc(doc, "pathjoin", lint.SeverityWarning),
	Fix:      checkutil.FixOptIn,
	Tests:    "also report in _test.go files",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      run,
}

// funcs are the functions that clean slash paths, and whether they join.
var funcs = map[string]bool{
	"path.Join":           true,
	"path.Clean":          false,
	"path/filepath.Join":  true,
	"path/filepath.Clean": false,
}

func run(pass *checkutil.Pass) {
	if !pass.Imports("path") && !pass.Imports("path/filepath") {
		return // fast path: the package calls none of them
	}
	insp := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	for cur := range insp.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
		if !ok || fn.Pkg() == nil {
			continue
		}
		name := fn.Pkg().Path() + "." + fn.Name()
		if _, ok := funcs[name]; !ok || call.Ellipsis.IsValid() {
			continue // not a path function, or its arguments are a slice
		}
		if pass.SkipsTest(call.Pos()) {
			continue
		}
		if compared(cur) {
			continue // both sides of == are cleaned alike: no URI is made
		}
		var file *ast.File
		for c := range cur.Enclosing((*ast.File)(nil)) {
			file = c.Node().(*ast.File)
		}
		// A literal cannot stand as a statement, nor after go or defer.
		_, isStmt := cur.Parent().Node().(ast.Stmt)
		check(pass, file, call, fn, !isStmt)
	}
}

// compared reports whether the call is an operand of == or !=.
func compared(cur inspector.Cursor) bool {
	for p := cur.Parent(); ; p = p.Parent() {
		switch n := p.Node().(type) {
		case *ast.ParenExpr:
			continue
		case *ast.BinaryExpr:
			return n.Op == token.EQL || n.Op == token.NEQ
		}
		return false
	}
}

// arg is what is known of one argument.
type arg struct {
	display string // the text, "…" for each unknown part
	known   bool
	text    string // when known
}

func check(pass *checkutil.Pass, file *ast.File, call *ast.CallExpr, fn *types.Func, fixable bool) {
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
			if !ok || !hasAuthority(v.Prefix()) {
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
	if fix, ok := literalFix(pass, file, call, args[first:]); ok && fixable {
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
	if file == nil || hasComment(file, call) || !usedElsewhere(pass, file, call) {
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

// usedElsewhere reports whether the package that the call's function is
// selected from is used in file outside the call, so that removing the
// call leaves its import used.
func usedElsewhere(pass *checkutil.Pass, file *ast.File, call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	pkgName, ok := pass.TypesInfo.Uses[id].(*types.PkgName)
	if !ok {
		return false
	}
	for u, obj := range pass.TypesInfo.Uses {
		if obj == pkgName && !within(u.Pos(), call) && file.Pos() <= u.Pos() && u.Pos() < file.End() {
			return true
		}
	}
	return false
}

func within(p token.Pos, n ast.Node) bool { return n.Pos() <= p && p < n.End() }
