package baseslash

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites/expr"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the baseslash check. It reads no site: it looks at the calls
// that resolve a reference, and asks what is known of the base they
// resolve against, wherever the program wrote it.
var Check = &checkutil.Check{
	Name:     "baseslash",
	Doc:      checkutil.Doc(doc, "baseslash", lint.SeverityWarning),
	Fix:      checkutil.FixOptIn,
	Tests:    "also report in _test.go files",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      run,
}

const (
	parseMethod   = "(*net/url.URL).Parse"
	resolveMethod = "(*net/url.URL).ResolveReference"
	parseFunc     = "net/url.Parse"
)

func run(pass *checkutil.Pass) {
	if !pass.Imports("net/url") {
		return // fast path: no URL is resolved
	}
	insp := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	var calls []*ast.CallExpr
	for cur := range insp.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if fn := typeutil.StaticCallee(pass.TypesInfo, call); fn != nil && len(call.Args) == 1 {
			if name := fn.FullName(); name == parseMethod || name == resolveMethod {
				calls = append(calls, call)
			}
		}
	}
	if len(calls) == 0 {
		return
	}
	defs := parsedVars(pass, insp)
	for _, call := range calls {
		if pass.SkipsTest(call.Pos()) {
			continue
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		base := defs.of(pass, sel.X)
		if base == nil {
			continue
		}
		ref := call.Args[0]
		if fn := typeutil.StaticCallee(pass.TypesInfo, call); fn.FullName() == resolveMethod {
			if ref = refText(pass, defs, ref); ref == nil {
				continue
			}
		}
		check(pass, base, ref)
	}
}

// parsed maps the *url.URL variables assigned once, from url.Parse(x), to
// x; a variable written anywhere else maps to nil.
type parsed map[*types.Var]ast.Expr

func parsedVars(pass *checkutil.Pass, insp *inspector.Inspector) parsed {
	defs := make(parsed)
	define := func(lhs []ast.Expr, rhs []ast.Expr) {
		for i, l := range lhs {
			id, ok := ast.Unparen(l).(*ast.Ident)
			if !ok {
				continue
			}
			v, ok := pass.TypesInfo.ObjectOf(id).(*types.Var)
			if !ok {
				continue
			}
			if _, seen := defs[v]; seen {
				defs[v] = nil // written twice
				continue
			}
			defs[v] = nil
			if i == 0 && len(rhs) == 1 {
				if call, ok := ast.Unparen(rhs[0]).(*ast.CallExpr); ok && len(call.Args) == 1 {
					if fn := typeutil.StaticCallee(pass.TypesInfo, call); fn != nil && fn.FullName() == parseFunc {
						defs[v] = call.Args[0]
					}
				}
			}
		}
	}
	for cur := range insp.Root().Preorder((*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.UnaryExpr)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.AssignStmt:
			define(n.Lhs, n.Rhs)
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(n.Names))
			for i, name := range n.Names {
				lhs[i] = name
			}
			define(lhs, n.Values)
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				define([]ast.Expr{n.X}, nil) // its address is taken: it may change
			}
		}
	}
	return defs
}

// of returns the expression e, a *url.URL variable, was parsed from.
func (defs parsed) of(pass *checkutil.Pass, e ast.Expr) ast.Expr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	return defs[v]
}

// refText returns the string expression the reference of
// ResolveReference(ref) was made of: the Path of &url.URL{Path: "users"},
// or x for a variable parsed from url.Parse(x).
func refText(pass *checkutil.Pass, defs parsed, ref ast.Expr) ast.Expr {
	if u, ok := ast.Unparen(ref).(*ast.UnaryExpr); ok && u.Op == token.AND {
		lit, ok := ast.Unparen(u.X).(*ast.CompositeLit)
		if !ok || len(lit.Elts) != 1 {
			return nil // a reference with more than a path
		}
		if kv, ok := lit.Elts[0].(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Path" {
				return kv.Value
			}
		}
		return nil
	}
	return defs.of(pass, ref)
}

// check reports the reference ref when resolving it against a value the
// base may have loses part of the base's path.
func check(pass *checkutil.Pass, baseExpr, ref ast.Expr) {
	rv, ok := pass.Value(ref)
	if !ok {
		return
	}
	r := rv.Prefix()
	if r == "" || !rv.Known() && !strings.Contains(r, "/") {
		return // the first segment may go on in an unknown part
	}
	if i := strings.IndexAny(r, ":/?#"); i >= 0 && r[i] == ':' {
		return // an absolute URI
	}
	if strings.HasPrefix(r, "//") || r[0] == '?' || r[0] == '#' || r == ".." || strings.HasPrefix(r, "../") {
		return // a network path, a query, a fragment, or a step up on purpose
	}
	bases, _ := pass.Values(baseExpr)
	for _, bv := range bases {
		b, err := uri.Parse(bv.Text())
		if err != nil || !b.IsAbsolute() || !b.HasAuthority() {
			continue
		}
		path := b.Path()
		if r[0] == '/' {
			// "/users" against "https://h/v1/": the base's path was meant
			// to stay, since it ends in '/'.
			if len(path) > 1 && strings.HasSuffix(path, "/") {
				report(pass, ref, bv, b, rv, fmt.Sprintf("replaces the base's path %q", path), nil)
				return
			}
			continue
		}
		last := path[strings.LastIndexByte(path, '/')+1:]
		if path == "" || last == "" || fileName(last) {
			// No path, one that ends in '/', or a file whose siblings the
			// reference names: nothing is lost that was meant to stay.
			continue
		}
		report(pass, ref, bv, b, rv, fmt.Sprintf("drops the base's last segment %q", last), addSlash(bv, b))
		return
	}
}

// fileName reports whether a path segment names a file, "a.json" or
// "master.m3u8", whose siblings a reference names on purpose; "v2.0" and
// "1.2" are versions.
func fileName(seg string) bool {
	i := strings.LastIndexByte(seg, '.')
	if i <= 0 || i == len(seg)-1 {
		return false
	}
	ext := seg[i+1:]
	for _, c := range ext {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return false
		}
	}
	if '0' <= ext[0] && ext[0] <= '9' {
		return false // a version: v2.0, 1.2
	}
	return len(ext) <= 5
}

func report(pass *checkutil.Pass, ref ast.Expr, bv expr.Value, b uri.URI, rv expr.Value, what string, fix *analysis.SuggestedFix) {
	target := rv.Display()
	if r, err := uri.Parse(rv.Text()); err == nil && rv.Known() {
		target = b.Resolve(r).String()
	}
	msg := fmt.Sprintf("resolving %s against %s %s: the result is %s (RFC 3986 §5.2.3); end the base with '/'",
		strconv.Quote(uri.Redact(rv.Display())), strconv.Quote(uri.Redact(bv.Display())), what, strconv.Quote(uri.Redact(target)))
	var fixes []analysis.SuggestedFix
	if fix != nil {
		fixes = append(fixes, *fix) // dropped by ReportRange unless -baseslash.fix
	}
	pass.ReportRange(ref.Pos(), ref.End(), msg, fixes...)
}

// addSlash returns the fix that ends the base's path with '/', when the
// base is a literal of this package.
func addSlash(bv expr.Value, b uri.URI) *analysis.SuggestedFix {
	_, end, ok := b.Offsets(uri.ComponentPath)
	if !ok || end == 0 {
		return nil
	}
	text := bv.Text()
	pos, endPos, src, ok := bv.Edit(end-1, end, text[end-1:end]+"/")
	if !ok {
		return nil
	}
	return &analysis.SuggestedFix{Message: "End the base's path with '/'", TextEdits: []analysis.TextEdit{{Pos: pos, End: endPos, NewText: []byte(src)}}}
}
