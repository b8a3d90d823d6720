package sites

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// finder holds the state of one run.
type finder struct {
	pass *analysis.Pass
	*evaluator
	sites []*Site
	// covered holds the literals that sink sites reach, so that a site
	// found by name does not report them again.
	covered map[*ast.BasicLit]bool
	done    map[ast.Expr]bool // the expressions made into sites
	// deliberate holds the strings that tests feed to a parser expecting
	// an error: fixtures wherever the tests write them.
	deliberate map[string]bool

	calls    []callAt
	comps    []nodeAt                // *ast.CompositeLit
	assigns  []nodeAt                // *ast.AssignStmt and *ast.ValueSpec
	lits     []litAt                 // string literals that may start a URI
	structs  []nodeAt                // *ast.StructType with tags
	funcs    []*ast.FuncDecl         // functions that return one string
	wrappers map[*types.Func][]Param // found in this package
	// protocols are the schemes the package registers with an HTTP
	// transport, which its clients can then use.
	protocols []string
	imported  map[*types.Func][]Param // facts of other packages, cached
	cfg       *config                 // made when first needed
	declared  *declared               // the -sinks flag; nil if empty
}

// nodeAt is a node and whether its file is a test. In a test, it also
// has the node's nearest ancestors, innermost first, to tell inputs of
// the code under test from other strings.
type nodeAt struct {
	node ast.Node
	up   *[6]ast.Node // nil outside tests
	test bool
}

// ancestor returns the i-th ancestor of the node, or nil.
func (at nodeAt) ancestor(i int) ast.Node {
	if at.up == nil {
		return nil
	}
	return at.up[i]
}

type callAt struct {
	nodeAt
	call *ast.CallExpr
	fn   *types.Func
	// guards are the conditions of the if and switch statements the call
	// is made under, within its function: a wrapper may call a sink only
	// for some schemes.
	guards []ast.Expr
}

func run(pass *analysis.Pass) (any, error) {
	f := &finder{
		pass:       pass,
		evaluator:  &evaluator{info: pass.TypesInfo, flow: newFlow(pass.TypesInfo)},
		covered:    make(map[*ast.BasicLit]bool),
		done:       make(map[ast.Expr]bool),
		deliberate: make(map[string]bool),
		wrappers:   make(map[*types.Func][]Param),
		imported:   make(map[*types.Func][]Param),
	}
	var declErr error
	f.declared, declErr = newDeclared(pass)
	for _, file := range pass.Files {
		f.collect(file)
	}
	f.findCalls()
	f.findFields()
	f.findNames()
	f.findShapes()
	for _, s := range f.sites {
		f.judge(s)
		s.call = nil
	}
	for fn, params := range f.wrappers {
		pass.ExportObjectFact(fn, &SinkFact{Params: params})
	}
	slices.SortStableFunc(f.sites, func(a, b *Site) int { return int(a.Expr.Pos() - b.Expr.Pos()) })
	for _, s := range f.sites {
		s.reading = newReading(s)
	}
	// The result answers Value and Values for the checks; what only the
	// finding needed is let go, as the driver keeps every package's result.
	f.config()
	f.calls, f.comps, f.assigns, f.lits, f.structs, f.funcs = nil, nil, nil, nil, nil, nil
	f.covered, f.deliberate, f.wrappers, f.imported = nil, nil, nil, nil
	return &Result{Sites: f.sites, eval: f.evaluator, finder: f, declErr: newTakeOnce(declErr)}, nil
}

// isTestFile reports whether the file of that name is a test: the one
// place that says which sites stand in tests.
func isTestFile(name string) bool { return strings.HasSuffix(name, "_test.go") }

// collect walks a file once: it feeds the def-use tables and keeps the
// nodes the later steps look at; in a generated file, only the former.
//
// It walks the syntax itself rather than ask for an inspector: the suite
// needs no other traversal, and building an inspector for every package
// of the build would cost more than all of the site finding.
func (f *finder) collect(file *ast.File) {
	name := f.pass.Fset.File(file.Pos()).Name()
	// cgo's translation of a file that imports "C" says it is generated,
	// but its //line directives give it back the user's Go file, whose
	// code is checked (its fixes are not made: they would edit the
	// translation).
	orig := f.pass.Fset.PositionFor(file.Package, true).Filename
	generated := ast.IsGenerated(file) && !(orig != name && strings.HasSuffix(orig, ".go"))
	test := isTestFile(name)
	var stack []ast.Node
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		at := nodeAt{node: n, test: test}
		stack = append(stack, n)
		switch n := n.(type) {
		case *ast.FuncDecl:
			f.flow.funcDecl(n)
			if res := n.Type.Results; res != nil && len(res.List) == 1 && len(res.List[0].Names) <= 1 {
				f.funcs = append(f.funcs, n)
			}
		case *ast.StructType:
			if hasTags(n) {
				f.structs = append(f.structs, withUp(at, stack))
			}
		case *ast.GenDecl:
			f.flow.genDecl(n)
		case *ast.ValueSpec:
			f.flow.valueSpec(n)
			if !generated {
				f.assigns = append(f.assigns, withUp(at, stack))
			}
		case *ast.AssignStmt:
			f.flow.assign(n)
			if !generated {
				f.assigns = append(f.assigns, withUp(at, stack))
			}
		case *ast.RangeStmt:
			f.flow.rangeStmt(n)
		case *ast.UnaryExpr:
			f.flow.unary(n)
		case *ast.CallExpr:
			if generated || len(n.Args) == 0 {
				break
			}
			// Only a function with a string parameter can take a URI.
			if fn := typeutil.StaticCallee(f.pass.TypesInfo, n); fn != nil && fn.Pkg() != nil && hasStringParam(fn) {
				c := callAt{nodeAt: withUp(at, stack), call: n, fn: fn.Origin()}
				if slices.ContainsFunc(n.Args, isIdent) {
					c.guards = guards(stack) // a parameter may be passed on
				}
				f.calls = append(f.calls, c)
				f.registerProtocol(fn, n)
			} else if fn == nil && f.declared != nil {
				f.declaredCall(withUp(at, stack), n)
			}
		case *ast.CompositeLit:
			if !generated {
				f.comps = append(f.comps, withUp(at, stack))
			}
		case *ast.BasicLit:
			if !generated && n.Kind == token.STRING && mayStartURI(n.Value) {
				f.lits = append(f.lits, newLitAt(withUp(at, stack), n, stack[:len(stack)-1]))
			}
		}
		return true
	})
}

// withUp returns at with, in a test, its ancestors from the stack, whose
// top is at's node: made only for the nodes that are kept, as most nodes
// are not.
func withUp(at nodeAt, stack []ast.Node) nodeAt {
	if !at.test {
		return at
	}
	at.up = new([6]ast.Node)
	for i := range at.up {
		if len(stack) > 1+i {
			at.up[i] = stack[len(stack)-2-i]
		}
	}
	return at
}

func isIdent(e ast.Expr) bool {
	_, ok := e.(*ast.Ident)
	return ok
}

// guards returns the conditions that the node on top of the stack is
// under: those of the if statements whose body or else branch holds it,
// and the tags and cases of the switch statements, up to its function.
func guards(stack []ast.Node) []ast.Expr {
	var out []ast.Expr
	for i := len(stack) - 2; i >= 0; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return out
		case *ast.IfStmt:
			if next := stack[i+1]; next == n.Body || next == n.Else {
				out = append(out, n.Cond)
			}
		case *ast.SwitchStmt:
			if n.Tag != nil {
				out = append(out, n.Tag)
			}
		case *ast.CaseClause:
			out = append(out, n.List...)
		}
	}
	return out
}

func hasStringParam(fn *types.Func) bool {
	params := fn.Signature().Params()
	for i := range params.Len() {
		if IsString(params.At(i).Type()) {
			return true
		}
	}
	// kingpin's Default(values ...string)
	if n := params.Len(); fn.Signature().Variadic() {
		if s, ok := params.At(n - 1).Type().(*types.Slice); ok && IsString(s.Elem()) {
			return true
		}
	}
	return false
}

// registerProtocol records the scheme of a call to
// (*net/http.Transport).RegisterProtocol.
func (f *finder) registerProtocol(fn *types.Func, call *ast.CallExpr) {
	if fn.Name() != "RegisterProtocol" || fn.Pkg().Path() != "net/http" || len(call.Args) != 2 {
		return
	}
	if tv := f.pass.TypesInfo.Types[call.Args[0]]; tv.Value != nil && tv.Value.Kind() == constant.String {
		f.protocols = append(f.protocols, constant.StringVal(tv.Value))
	}
}
