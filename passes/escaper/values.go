package escaper

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"net/url"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites/expr"
)

// escapedIntoValues reports an escaper call whose result is put into
// net/url.Values by Add or Set, or written in a url.Values literal: Encode
// escapes every value, so the text is escaped twice and the server reads
// it escaped, "a b" as "a+b" or "a%20b" (RFC 3986 §2.4). A test's values
// are the expected query of the code under test, written as it writes
// them: a finding belongs on the code.
func escapedIntoValues(pass *checkutil.Pass) {
	insp := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	unescaped := unescapedKeys(pass, insp)
	filter := []ast.Node{(*ast.CallExpr)(nil), (*ast.CompositeLit)(nil)}
	for cur := range insp.Root().Preorder(filter...) {
		if pass.InTest(cur.Node().Pos()) {
			continue
		}
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			fn := typeutil.StaticCallee(pass.TypesInfo, n)
			if fn == nil || len(n.Args) != 2 {
				continue
			}
			if name := fn.FullName(); (name == "(net/url.Values).Add" || name == "(net/url.Values).Set") && !unescaped[constString(pass, n.Args[0])] {
				reportIntoValues(pass, n.Args[1])
			}
		case *ast.CompositeLit:
			if !isValues(pass.TypesInfo.TypeOf(n)) {
				continue
			}
			for _, elt := range n.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				if list, ok := kv.Value.(*ast.CompositeLit); ok {
					for _, v := range list.Elts {
						reportIntoValues(pass, v)
					}
				}
			}
		}
	}
}

// unescapedKeys returns the keys whose form or query value the package
// unescapes once more, url.QueryUnescape(r.Form.Get("prompt")): its
// receiver undoes the second escaping, so the text arrives as it was.
func unescapedKeys(pass *checkutil.Pass, insp *inspector.Inspector) map[string]bool {
	keys := make(map[string]bool)
	for cur := range insp.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		fn := typeutil.StaticCallee(pass.TypesInfo, call)
		if fn == nil || len(call.Args) != 1 || fn.FullName() != "net/url.QueryUnescape" && fn.FullName() != "net/url.PathUnescape" {
			continue
		}
		get, ok := ast.Unparen(call.Args[0]).(*ast.CallExpr)
		if !ok || len(get.Args) != 1 {
			continue
		}
		switch g := typeutil.StaticCallee(pass.TypesInfo, get); {
		case g == nil:
		case g.FullName() == "(net/url.Values).Get", g.FullName() == "(*net/http.Request).FormValue", g.FullName() == "(*net/http.Request).PostFormValue":
			if k := constString(pass, get.Args[0]); k != "" {
				keys[k] = true
			}
		}
	}
	return keys
}

// constString returns the value of e, a string constant, or "".
func constString(pass *checkutil.Pass, e ast.Expr) string {
	if tv := pass.TypesInfo.Types[e]; tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}

// isValues reports whether t is net/url.Values.
func isValues(t types.Type) bool {
	named, ok := t.(*types.Named)
	if !ok {
		return false
	}
	obj := named.Obj()
	return obj.Pkg() != nil && obj.Pkg().Path() == "net/url" && obj.Name() == "Values"
}

// reportIntoValues reports e, a value put into url.Values, if it is an
// escaper call written there whose argument may hold what it escapes.
func reportIntoValues(pass *checkutil.Pass, e ast.Expr) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return
	}
	name := escaperName(pass, call)
	if name == "" {
		return
	}
	if vals, complete := pass.Values(call.Args[0]); complete && allUnchanged(vals, name) {
		return // every value it may hold escapes to itself
	}
	msg := fmt.Sprintf("url.%s's result is put into url.Values, whose Encode escapes every value again: \"%%\" becomes \"%%25\" and the server reads the text escaped (RFC 3986 §2.4); put the text in as it is", name)
	var fixes []analysis.SuggestedFix
	if pass.UsedElsewhere(call) {
		fixes = append(fixes, analysis.SuggestedFix{
			Message: "Put the text in unescaped",
			TextEdits: []analysis.TextEdit{
				{Pos: call.Pos(), End: call.Args[0].Pos()},
				{Pos: call.Args[0].End(), End: call.End()},
			},
		})
	}
	pass.ReportRange(call.Fun.Pos(), call.Fun.End(), msg, fixes...)
}

// allUnchanged reports whether the escaper name leaves every known value
// as it is.
func allUnchanged(vals []expr.Value, name string) bool {
	for _, v := range vals {
		if !v.Known() {
			return false
		}
		if escape(name, v.Text()) != v.Text() {
			return false
		}
	}
	return true
}

// escape returns text escaped by the escaper name.
func escape(name, text string) string {
	if name == pathEscape {
		return url.PathEscape(text)
	}
	return url.QueryEscape(text)
}
