package sites

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// This file holds the heuristics that tell a test's deliberate inputs
// from the URIs a package uses: a bad URI fed to a parser that the test
// expects to fail, and the rows of a table.

// expectsError reports whether the test checks, right after the call,
// that an error occurred: "_, err := url.Parse(bad); if err == nil {", a
// type assertion or errors.As on err, or an assert/require helper such as
// Error or NotNil on it. Such a test feeds a bad URI on purpose. When the
// call's own results are not kept, any error variable named err counts:
// "c.SetProxy(bad); _, err = c.Get(u); assertNotNil(t, err)".
func (f *finder) expectsError(c callAt) bool {
	var stmt ast.Stmt
	var errVar types.Object
	switch s := c.ancestor(0).(type) {
	case *ast.AssignStmt:
		if len(s.Rhs) != 1 {
			return false
		}
		stmt = s
		for _, lhs := range s.Lhs {
			if id, ok := lhs.(*ast.Ident); ok && isErrorVar(f.pass.TypesInfo.ObjectOf(id)) {
				errVar = f.pass.TypesInfo.ObjectOf(id)
			}
		}
		if errVar == nil {
			return false
		}
	case *ast.ExprStmt:
		stmt = s
	default:
		return false
	}
	isErr := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return false
		}
		obj := f.pass.TypesInfo.ObjectOf(id)
		if errVar != nil {
			return obj == errVar
		}
		return id.Name == "err" && isErrorVar(obj)
	}
	if ifs, ok := c.ancestor(1).(*ast.IfStmt); ok && ifs.Init == stmt {
		return expectsErrorIn(ifs, isErr)
	}
	var list []ast.Stmt
	switch b := c.ancestor(1).(type) {
	case *ast.BlockStmt:
		list = b.List
	case *ast.CaseClause:
		list = b.Body
	case *ast.CommClause:
		list = b.Body
	}
	for i, s := range list {
		if s == stmt {
			for _, next := range list[i+1 : min(i+5, len(list))] {
				if expectsErrorIn(next, isErr) {
					return true
				}
			}
			break
		}
	}
	return false
}

func isErrorVar(obj types.Object) bool {
	return obj != nil && types.Identical(obj.Type(), types.Universe.Lookup("error").Type())
}

// expectsErrorIn reports whether the statement n checks that the error
// isErr matches is not nil.
func expectsErrorIn(n ast.Stmt, isErr func(ast.Expr) bool) bool {
	found := false
	inspect := func(e ast.Node) {
		ast.Inspect(e, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				found = found || n.Op == token.EQL && (isErr(n.X) && isNil(n.Y) || isNil(n.X) && isErr(n.Y))
			case *ast.TypeAssertExpr:
				found = found || isErr(n.X)
			case *ast.CallExpr:
				found = found || isErrorCheck(n.Fun) && slices.ContainsFunc(n.Args, isErr)
			}
			return !found
		})
	}
	switch n := n.(type) {
	case *ast.IfStmt:
		if n.Init != nil {
			inspect(n.Init)
		}
		inspect(n.Cond)
	case *ast.ExprStmt:
		inspect(n.X)
	case *ast.AssignStmt:
		inspect(n)
	}
	return found
}

// isErrorCheck reports whether fun names a function that asserts an
// error occurred: errors.As, errors.Is, and the Error, ErrorIs, NotNil…
// of assert, require and home-made helpers (assertNotNil).
func isErrorCheck(fun ast.Expr) bool {
	var name string
	switch fun := fun.(type) {
	case *ast.Ident:
		name = fun.Name
	case *ast.SelectorExpr:
		name = fun.Sel.Name
	}
	lower := strings.ToLower(name)
	return name == "As" || name == "Is" || strings.Contains(lower, "error") && !strings.Contains(lower, "noerror") || strings.Contains(lower, "notnil")
}

func isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "nil"
}

// inTable reports whether at is part of a slice, array or map literal: in
// a test, the rows of a table are inputs for the code under test.
func (f *finder) inTable(at nodeAt) bool {
	if at.up == nil {
		return false
	}
	for _, n := range at.up {
		switch n := n.(type) {
		case *ast.CompositeLit:
			switch typeOf(f.pass.TypesInfo, n).Underlying().(type) {
			case *types.Slice, *types.Array, *types.Map:
				return true
			}
		case *ast.KeyValueExpr, *ast.UnaryExpr, *ast.ParenExpr, *ast.CallExpr, *ast.BinaryExpr:
		default:
			return false
		}
	}
	return false
}

// underTestWords say that a function examines a URI rather than uses it:
// its tests feed it odd URIs to see how it copes.
var underTestWords = []string{"parse", "normali", "valid", "sanitiz", "saniti", "clean", "canonical", "check", "verify", "escape", "resolve", "split", "match", "lint", "is"}

// underTest reports whether fn is a parser, validator or normaliser of
// the package under test, or one of its sinks: its tests' inputs are
// fixtures.
func (f *finder) underTest(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	if path := fn.Pkg().Path(); path != f.pass.Pkg.Path() && path+"_test" != f.pass.Pkg.Path() {
		return false
	}
	if _, ok := sinks[fn.FullName()]; ok {
		return true // the package's own sink, whose edge cases its tests try
	}
	name := fn.Name()
	for _, w := range underTestWords {
		j := strings.Index(strings.ToLower(name), w)
		if j < 0 {
			continue
		}
		// "is" only as a word of its own: IsValid, isURL, not List.
		if w == "is" && (j > 0 || len(name) > 2 && !isUpper(name[2])) {
			continue
		}
		return true
	}
	return false
}

// fixtureWords, in a test's string, say that it is a bad input on purpose.
var fixtureWords = []string{"invalid", "malformed", "bad_url", "bad-url", "badurl", "bad url", "broken", "bogus"}

// asserted reports whether the call's result is what an assertion of the
// test examines, assert.False(t, app.Allows(":")), or the call is itself
// a test helper that asserts, tester.AssertGetResponse(u, 200, …): its
// input is a case the test is about.
func (f *finder) asserted(c callAt) bool {
	if asserting(c.fn.Name()) {
		return true
	}
	outer, ok := c.ancestor(0).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := typeutil.StaticCallee(f.pass.TypesInfo, outer)
	return fn != nil && (asserting(fn.Name()) || fn.Pkg() != nil && strings.HasPrefix(fn.Pkg().Path(), "github.com/stretchr/testify/"))
}

// asserting reports whether a function's name says it asserts.
func asserting(name string) bool {
	lower := strings.ToLower(name)
	for _, p := range []string{"assert", "expect", "require", "check", "verify", "must", "ensure"} {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return false
}

// hasAnyWord reports whether s contains one of words.
func hasAnyWord(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
