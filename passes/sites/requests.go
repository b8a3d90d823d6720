package sites

import (
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/urilint/urilint/passes/sites/expr"
)

// requestMethods are the methods of RFC 9110 §9.3 and PATCH (RFC 5789)
// whose request target is in origin or absolute form (§7.1): CONNECT's
// is an authority, and is left out.
var requestMethods = map[string]bool{
	"GET": true, "HEAD": true, "POST": true, "PUT": true, "DELETE": true, "OPTIONS": true, "PATCH": true,
}

// requestTarget returns the argument of call that names the target of an
// HTTP request: the string right after a request method written out, as
// in c.Request("DELETE", "/1/indexes/"+name), whatever the callee, an
// interface method included. A callee that also takes a handler, a
// function or an http.Handler, registers a route, whose pattern is no
// URI: r.Handle("GET", "/users/:id", h).
func (f *finder) requestTarget(call *ast.CallExpr) ast.Expr {
	if len(call.Args) < 2 {
		return nil
	}
	for i, a := range call.Args[:len(call.Args)-1] {
		tv, ok := f.pass.TypesInfo.Types[a]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String || !requestMethods[constant.StringVal(tv.Value)] {
			continue
		}
		target := call.Args[i+1]
		if !expr.IsString(f.pass.TypesInfo.TypeOf(target)) {
			return nil
		}
		// path.Join("GET", p) joins a list; a method names itself in a
		// parameter of its own.
		sig, ok := f.pass.TypesInfo.TypeOf(call.Fun).Underlying().(*types.Signature)
		if !ok || sig.Variadic() && i+1 >= sig.Params().Len()-1 {
			return nil
		}
		for p := range sig.Params().Variables() {
			if takesHandler(p.Type()) {
				return nil
			}
		}
		return target
	}
	return nil
}

// takesHandler reports whether t is a function, an http.Handler, or a
// slice of either (a variadic parameter).
func takesHandler(t types.Type) bool {
	if s, ok := t.Underlying().(*types.Slice); ok {
		t = s.Elem()
	}
	if _, ok := t.Underlying().(*types.Signature); ok {
		return true
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "ServeHTTP")
	_, ok := obj.(*types.Func)
	return ok
}

// markRequests marks the targets of the requests the package sends as
// sent, so that what builds them is read as a URI reference.
func (f *finder) markRequests() {
	for _, target := range f.requestTargets {
		f.markSent(target)
	}
}
