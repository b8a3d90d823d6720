package escaper

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the escaper check. Besides the strings that reach a URI, it
// reads concatenations and fmt.Sprintf calls that start like a URI, which
// are not sites until they reach one.
var Check = &checkutil.Check{
	Name:     "escaper",
	Doc:      checkutil.Doc(doc, "escaper", lint.SeverityWarning),
	Fix:      checkutil.FixOptIn, // the swap changes the URI the code builds
	Evidence: sites.EvidenceSink,
	Grammars: sites.GrammarURI,
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      run,
}

// The escapers of net/url, and the component each one is for.
const (
	queryEscape = "QueryEscape" // a query key or value (encodeQueryComponent)
	pathEscape  = "PathEscape"  // one path segment (encodePathSegment)
)

// span is the source range of an expression or of a format verb: the
// range a hole of a Value stands for.
type span struct{ pos, end token.Pos }

// A use is where the values of the package put an escaper call.
type use struct {
	compon uri.Component // where the first value puts it
	mixed  bool          // another value puts it in the other component
	wrong  bool          // some value puts it where the other escaper belongs
	msg    string
	fixOK  bool // the call is written in an expression that puts it wrong
}

func run(pass *checkutil.Pass) {
	if !pass.Imports("net/url") {
		return // fast path: the escapers are functions of net/url
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	calls := map[span]*ast.CallExpr{}            // escaper calls by the hole they make
	shared := map[span]bool{}                    // verbs of a format that several calls use
	own := map[ast.Expr]map[span]*ast.CallExpr{} // each fmt.Sprintf call's verbs
	var exprs []ast.Expr                         // the expressions that may build a URI
	for cur := range ins.Root().Preorder((*ast.BinaryExpr)(nil), (*ast.CallExpr)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			if escaperName(pass, n) != "" {
				calls[span{n.Pos(), n.End()}] = n
			} else if isSprintf(pass, n) {
				own[n] = verbs(pass, n, calls, shared)
				exprs = append(exprs, n)
			}
		case *ast.BinaryExpr:
			if n.Op != token.ADD || !sites.IsString(pass.TypesInfo.TypeOf(n)) {
				continue
			}
			if p, ok := cur.Parent().Node().(*ast.BinaryExpr); ok && p.Op == token.ADD {
				continue // the outermost "+" has the whole skeleton
			}
			exprs = append(exprs, n)
		}
	}
	for sp := range shared {
		delete(calls, sp)
	}
	if len(calls) == 0 {
		return
	}
	uses := map[*ast.CallExpr]*use{}
	for _, e := range exprs {
		if v, ok := pass.Value(e); ok {
			place(pass, &v, e, false, calls, own[e], uses)
		}
	}
	for _, s := range pass.Sites() {
		place(pass, &s.Value, s.Expr, true, calls, nil, uses)
	}
	for call, u := range uses {
		if !u.wrong {
			continue
		}
		var fixes []analysis.SuggestedFix
		if u.fixOK && !u.mixed {
			if fix, ok := swap(pass, call); ok {
				fixes = append(fixes, fix)
			}
		}
		pass.ReportRange(call.Fun.Pos(), call.Fun.End(), u.msg, fixes...)
	}
}

// place finds where the value v, built by e, puts each escaper call it
// holds, and records those put in the wrong component. site says that v
// surely reaches a URI. own maps the verbs of e, when e is a call of
// fmt.Sprintf, whose format other calls may share.
func place(pass *checkutil.Pass, v *sites.Value, e ast.Expr, site bool, calls, own map[span]*ast.CallExpr, uses map[*ast.CallExpr]*use) {
	for _, h := range v.Holes() {
		sp := span{h.Pos, h.EndPos}
		call, ok := own[sp]
		if !ok {
			call = calls[sp]
		}
		if call == nil {
			continue
		}
		c, ok := component(v, h, site)
		if !ok {
			continue
		}
		name := escaperName(pass, call)
		wrong := name == queryEscape && c == uri.ComponentPath || name == pathEscape && c == uri.ComponentQuery
		if wrong && harmless(pass, call, c) {
			wrong = false
		}
		u := uses[call]
		if u == nil {
			u = &use{compon: c}
			uses[call] = u
		} else if u.compon != c {
			u.mixed = true // one result in a path and in a query: no single fix
		}
		if !wrong {
			continue
		}
		u.wrong = true
		u.fixOK = u.fixOK || e.Pos() <= call.Pos() && call.End() <= e.End()
		if u.msg == "" {
			u.msg = message(call, c, v)
		}
	}
}

// component returns the component of v the hole h is in, when that is
// surely a path segment of a hierarchical URI or a query value.
func component(v *sites.Value, h sites.Hole, site bool) (uri.Component, bool) {
	before := v.Text()[:h.Start]
	p, err := uri.ParsePrefix(before, uri.RuleURIReference)
	if err != nil {
		return 0, false
	}
	scheme, hasScheme := p.Scheme()
	known := false
	if hasScheme {
		_, known = uri.LookupScheme(scheme)
		// The scheme must be written out, not brought by a hole.
		known = known && len(v.Prefix()) > len(scheme)
	}
	switch p.Open {
	case uri.ComponentPath:
		// An unknown part right before the escaped text may end the path:
		// "https://h/" + route + url.QueryEscape(v), with route "s?q=".
		// One followed by a "/" does not, in any URI one would build.
		if start, _, ok := p.Offsets(uri.ComponentPath); ok {
			for _, o := range v.Holes() {
				if o.Start >= start && o.End <= h.Start && !strings.Contains(before[o.End:], "/") {
					return 0, false
				}
			}
		}
		// A path is certain with "scheme://" written out, or at a sink. A
		// string that starts with "/" may be a file name or a key.
		if site {
			return uri.ComponentPath, p.HasAuthority() || strings.HasPrefix(p.Path(), "/")
		}
		return uri.ComponentPath, known && p.HasAuthority() && strings.HasPrefix(v.Prefix(), scheme+"://")
	case uri.ComponentQuery:
		q, _ := p.Query()
		if !strings.Contains(q[strings.LastIndexByte(q, '&')+1:], "=") {
			// A key, or a whole query: PathEscape keeps its "&" and "=" on
			// purpose there.
			return 0, false
		}
		if hasScheme {
			// Only HTTP reads "+" in a query as a space and "&" as a
			// separator (the form encoding): a "mailto:" header field, or
			// libpq's "postgres:" options, would take QueryEscape's "+"
			// as a "+".
			return uri.ComponentQuery, formScheme(scheme) && (site || known)
		}
		// A "?" written out, then "name=", is the query of a reference:
		// the text of a hole has no "?" of its own.
		return uri.ComponentQuery, true
	}
	return 0, false // the authority or the fragment: other escapers
}

// formScheme reports whether the query of a URI of the scheme is read as
// form data, where "+" is a space and "&" separates parameters.
func formScheme(scheme string) bool {
	for _, s := range []string{"http", "https", "ws", "wss"} {
		if strings.EqualFold(scheme, s) {
			return true
		}
	}
	return false
}

// harmless reports whether the escaper's argument is known and the two
// escapers give it the same meaning in component c: no space in a path,
// no "&" or "+" in a query value.
func harmless(pass *checkutil.Pass, call *ast.CallExpr, c uri.Component) bool {
	if len(call.Args) != 1 {
		return false
	}
	av, ok := pass.Value(call.Args[0])
	if !ok || !av.Known() {
		return false
	}
	if c == uri.ComponentPath {
		return !strings.Contains(av.Text(), " ")
	}
	return !strings.ContainsAny(av.Text(), "&+")
}

func message(call *ast.CallExpr, c uri.Component, v *sites.Value) string {
	fun := types.ExprString(call.Fun)
	shown := uri.Redact(v.Display())
	if c == uri.ComponentPath {
		return fmt.Sprintf("%s in the path of %q writes a space as \"+\", which a path keeps as \"+\": use PathEscape (RFC 3986 §3.3; net/url)", fun, shown)
	}
	return fmt.Sprintf("%s in a query value of %q leaves \"&\", \"+\" and \"=\" as they are, which split or change the parameters: use QueryEscape (RFC 3986 §3.4; net/url)", fun, shown)
}

// swap returns the fix that calls the other escaper, when the call is
// written pkg.Name with pkg the name of net/url.
func swap(pass *checkutil.Pass, call *ast.CallExpr) (analysis.SuggestedFix, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return analysis.SuggestedFix{}, false // a dot import
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	if pn, ok := pass.TypesInfo.Uses[id].(*types.PkgName); !ok || pn.Imported().Path() != "net/url" {
		return analysis.SuggestedFix{}, false
	}
	to := pathEscape
	if sel.Sel.Name == pathEscape {
		to = queryEscape
	}
	return analysis.SuggestedFix{
		Message:   "Use " + id.Name + "." + to,
		TextEdits: []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte(to)}},
	}, true
}

// escaperName returns "QueryEscape" or "PathEscape" for a call of that
// function of net/url with one argument, else "".
func escaperName(pass *checkutil.Pass, call *ast.CallExpr) string {
	fn := typeutil.StaticCallee(pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" || len(call.Args) != 1 {
		return ""
	}
	switch fn.Name() {
	case queryEscape, pathEscape:
		return fn.Name()
	}
	return ""
}

func isSprintf(pass *checkutil.Pass, call *ast.CallExpr) bool {
	fn := typeutil.StaticCallee(pass.TypesInfo, call)
	return fn != nil && fn.FullName() == "fmt.Sprintf" && len(call.Args) > 0 && !call.Ellipsis.IsValid()
}

// verbs maps the "%s" and "%v" verbs of a fmt.Sprintf call whose argument
// is an escaper call to that call: the holes of the call's value are the
// verbs, not the arguments. It maps none when the format numbers its
// arguments ("%[2]s") or takes widths from them ("%*s"), or when two
// verbs share a source range, as in a format from another package. A
// verb of a constant format that another call uses too goes to shared,
// since a hole there may be either call's.
func verbs(pass *checkutil.Pass, call *ast.CallExpr, calls map[span]*ast.CallExpr, shared map[span]bool) map[span]*ast.CallExpr {
	format, ok := pass.Value(call.Args[0])
	if !ok || !format.Known() {
		return nil
	}
	text := format.Text()
	found := map[span]*ast.CallExpr{}
	arg := 1
	for i := 0; i < len(text); i++ {
		if text[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(text) && strings.IndexByte("+-# 0123456789.", text[j]) >= 0 {
			j++
		}
		if j == len(text) {
			break
		}
		if text[j] == '*' || text[j] == '[' {
			return nil
		}
		start, verb := i, text[j]
		i = j
		if verb == '%' {
			continue
		}
		if arg >= len(call.Args) {
			return nil
		}
		pos, end := format.Pos(start, j+1)
		sp := span{pos, end}
		if _, dup := found[sp]; dup {
			return nil
		}
		a, ok := ast.Unparen(call.Args[arg]).(*ast.CallExpr)
		arg++
		if !ok || (verb != 's' && verb != 'v') || escaperName(pass, a) == "" {
			a = nil
		}
		found[sp] = a
	}
	for sp, a := range found {
		if _, seen := calls[sp]; seen || shared[sp] {
			shared[sp] = true
		} else {
			calls[sp] = a // nil for a verb that is no escaper's
		}
	}
	return found
}
