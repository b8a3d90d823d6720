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

	"github.com/urilint/urilint/passes/sites/expr"
)

// finder holds the state of one run.
type finder struct {
	pass *analysis.Pass
	*expr.Evaluator
	flow  *expr.Flow // the Evaluator's def-use tables, which collect fills
	sites []*Site
	// addressURLs are URIs given where host:port is needed.
	addressURLs []*AddressURL
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
	texts    []litAt                 // string literals that may hold "://" and "@" past their start
	structs  []nodeAt                // *ast.StructType with tags
	funcs    []*ast.FuncDecl         // functions that return one string
	wrappers map[*types.Func][]Param // found in this package
	// protocols are the schemes the package registers with an HTTP
	// transport, which its clients can then use.
	protocols []string
	imported  map[*types.Func][]Param // facts of other packages, cached
	cfg       *config                 // made when first needed
	declared  *declared               // the -sinks flag; nil if empty

	builds  []*Build
	concats []concatAt
	// envFuncs are the package's functions that return what an
	// environment variable holds: getenv(key, fallback string) string.
	envFuncs map[*types.Func]bool
	// fields are the writes of the package to its fields (findFieldWrites).
	fields map[*types.Var][]ast.Expr
	// masked holds, per test function, whether it writes a masked
	// password (expectsMasked).
	masked map[*ast.FuncDecl]bool
	// ifaceMethods names the methods of the package's interfaces
	// (interfaceMethod).
	ifaceMethods map[string]bool
	// args are the arguments of every call of the package's unexported
	// functions and methods that take a string, and uses counts every use
	// of them, so that a function whose uses are all calls is known to
	// get only those arguments.
	args map[*types.Func][][]ast.Expr
	uses map[*types.Func]int
	// testUses counts the uses in test files, whose calls the package
	// outside its tests is judged without (argsOf).
	testUses map[*types.Func]int
	// tails are the expressions given to a parameter that its function
	// appends to a base URL (Param.Tail).
	tails map[ast.Expr]bool
	// sent are the expressions whose value a sink's argument may be.
	sent map[ast.Expr]bool
	// requestTargets are the targets of HTTP requests (requestTarget).
	requestTargets []ast.Expr
	// funcVars are the package's variables set to one of its functions,
	// made when first needed.
	funcVars map[*types.Var]*types.Func
	// decls are the package's functions that have bodies.
	decls map[*types.Func]*ast.FuncDecl
	// touches caches touchesURIs.
	touches map[*types.Func]bool
	// reformedFields caches fieldReformed.
	reformedFields map[*types.Var]bool
	// formatUses counts, per constant, its uses as the format of a
	// printf-like call, and uses all its uses; made on first need.
	formatUses, constUses map[*types.Const]int
	// formats are the package's functions that pass a format on to
	// fmt.Sprintf, by the index of the format parameter.
	formats         map[*types.Func]int
	importedFormats map[*types.Func]int // facts of other packages, cached; -1 for none
	// over: the run is over, and the checks read the result concurrently:
	// nothing may be cached any more, nor a fact read.
	over bool
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
	call   *ast.CallExpr
	fn     *types.Func
	parent ast.Node // past parentheses
	// guards are the conditions of the if and switch statements the call
	// is made under, within its function: a wrapper may call a sink only
	// for some schemes.
	guards []ast.Expr
	// checked, for a call of a printf-like function, are the guards and
	// the conditions of the if statements before it: what the function
	// has tested by the time it builds a string.
	checked []ast.Expr
}

func run(pass *analysis.Pass) (any, error) {
	f := &finder{
		pass:       pass,
		covered:    make(map[*ast.BasicLit]bool),
		done:       make(map[ast.Expr]bool),
		deliberate: make(map[string]bool),
		wrappers:   make(map[*types.Func][]Param),
		imported:   make(map[*types.Func][]Param),

		formats:         make(map[*types.Func]int),
		importedFormats: make(map[*types.Func]int),
		args:            make(map[*types.Func][][]ast.Expr),
		uses:            make(map[*types.Func]int),
		testUses:        make(map[*types.Func]int),
		decls:           make(map[*types.Func]*ast.FuncDecl),
		touches:         make(map[*types.Func]bool),
		reformedFields:  make(map[*types.Var]bool),
		tails:           make(map[ast.Expr]bool),
		sent:            make(map[ast.Expr]bool),
		masked:          make(map[*ast.FuncDecl]bool),
	}
	f.Evaluator = expr.NewEvaluator(pass.TypesInfo, f.formatParam)
	f.flow = f.Flow()
	var declErr error
	f.declared, declErr = newDeclared(pass)
	for _, file := range pass.Files {
		f.collect(file)
	}
	f.findIfaceMethods()
	f.markRequests()
	f.findCalls()
	f.findFields()
	f.findReplaced()
	f.findNames()
	f.findShapes()
	f.findInText()
	f.findBuilds()
	for _, s := range f.sites {
		f.judge(s)
		s.call = nil
	}
	f.judgeEchoes()
	f.judgeBuilds()
	for fn, params := range f.wrappers {
		pass.ExportObjectFact(fn, &SinkFact{Params: params})
	}
	for fn, i := range f.formats {
		pass.ExportObjectFact(fn, &FormatFact{Index: i})
	}
	slices.SortStableFunc(f.sites, func(a, b *Site) int { return int(a.Expr.Pos() - b.Expr.Pos()) })
	slices.SortStableFunc(f.builds, func(a, b *Build) int { return int(a.Expr.Pos() - b.Expr.Pos()) })
	for _, s := range f.sites {
		s.reading = newReading(s)
	}
	// The result answers Value and Values for the checks; what only the
	// finding needed is let go, as the driver keeps every package's result.
	f.config()
	f.findEnvFuncs()
	f.findFieldWrites()
	f.calls, f.comps, f.assigns, f.lits, f.texts, f.structs, f.funcs, f.concats, f.requestTargets = nil, nil, nil, nil, nil, nil, nil, nil, nil
	f.covered, f.deliberate, f.wrappers, f.imported, f.masked = nil, nil, nil, nil, nil
	f.over = true
	return &Result{Sites: f.sites, AddressURLs: f.addressURLs, builds: f.builds, eval: f.Evaluator, finder: f, declErr: newTakeOnce(declErr)}, nil
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
	f.flow.InTest(file, test)
	var stack []ast.Node
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		at := nodeAt{node: n, test: test}
		stack = append(stack, n)
		f.flow.Add(n)
		switch n := n.(type) {
		case *ast.FuncDecl:
			if fn, ok := f.pass.TypesInfo.Defs[n.Name].(*types.Func); ok && n.Body != nil {
				f.decls[fn] = n
			}
			if res := n.Type.Results; res != nil {
				if len(res.List) == 1 && len(res.List[0].Names) <= 1 {
					f.funcs = append(f.funcs, n)
				}
			}
		case *ast.StructType:
			if hasTags(n) {
				f.structs = append(f.structs, withUp(at, stack))
			}
		case *ast.ValueSpec:
			if !generated {
				f.assigns = append(f.assigns, withUp(at, stack))
			}
		case *ast.AssignStmt:
			if !generated {
				f.assigns = append(f.assigns, withUp(at, stack))
			}
		case *ast.BinaryExpr:
			if !generated && f.isConcat(n) && !f.isConcat(parentOf(stack)) {
				f.concats = append(f.concats, concatAt{expr: n, parent: parentOf(stack), test: test, guards: append(guards(stack), ifsBefore(stack, nil)...)})
			}
		case *ast.Ident:
			if fn, ok := f.pass.TypesInfo.Uses[n].(*types.Func); ok && fn.Pkg() == f.pass.Pkg && !fn.Exported() && hasStringParam(fn) {
				f.uses[fn]++
				if test {
					f.testUses[fn]++
				}
			}
		case *ast.CallExpr:
			if generated || len(n.Args) == 0 {
				break
			}
			if target := f.requestTarget(n); target != nil {
				f.requestTargets = append(f.requestTargets, target)
			}
			fn := typeutil.StaticCallee(f.pass.TypesInfo, n)
			// Only a function with a string parameter can take a URI.
			takesString := fn != nil && fn.Pkg() != nil && hasStringParam(fn)
			if takesString && fn.Pkg() == f.pass.Pkg && !fn.Exported() && !n.Ellipsis.IsValid() {
				f.args[fn] = append(f.args[fn], n.Args)
			}
			if takesString {
				c := callAt{nodeAt: withUp(at, stack), call: n, fn: fn.Origin(), parent: parentOf(stack)}
				if slices.ContainsFunc(n.Args, isIdent) {
					c.guards = append(guards(stack), exitsBefore(stack)...) // a parameter may be passed on
					f.passesFormat(n, c.fn, stack)
				}
				if isFormatFunc(c.fn) {
					c.checked = append(guards(stack), ifsBefore(stack, nil)...) // a URI may be built
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
			if !generated && n.Kind == token.STRING && mayHoldUserinfo(n.Value) {
				f.texts = append(f.texts, newLitAt(withUp(at, stack), n, stack[:len(stack)-1]))
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

// ifsBefore returns the conditions of the if statements that come before
// the node on top of the stack in the blocks that hold it, up to its
// function: "if ip.To4() == nil { return … }" before a URI is built.
// keep, if not nil, says which if statements count.
func ifsBefore(stack []ast.Node, keep func(*ast.IfStmt) bool) []ast.Expr {
	var out []ast.Expr
	for i := len(stack) - 2; i >= 0; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return out
		case *ast.BlockStmt:
			for _, st := range n.List {
				if st == stack[i+1] {
					break
				}
				if ifs, ok := st.(*ast.IfStmt); ok && (keep == nil || keep(ifs)) {
					out = append(out, ifs.Cond)
				}
			}
		}
	}
	return out
}

// exitsBefore returns the conditions of the if statements before the
// node on top of the stack, in the blocks that hold it up to its
// function, whose body returns with no error: the node is reached only
// when they fail, and the function takes what they match in another
// way ("if !known { return addr, nil }"). A body that returns an error
// rejects what reaches the node otherwise: no other form is taken.
func exitsBefore(stack []ast.Node) []ast.Expr {
	for i := len(stack) - 2; i >= 0; i-- {
		var fn *ast.FuncType
		switch n := stack[i].(type) {
		case *ast.FuncDecl:
			fn = n.Type
		case *ast.FuncLit:
			fn = n.Type
		default:
			continue
		}
		return ifsBefore(stack, func(ifs *ast.IfStmt) bool { return ifs.Else == nil && acceptsAndReturns(fn, ifs.Body) })
	}
	return nil
}

// acceptsAndReturns reports whether the block, of a function of type fn,
// ends in a return, and one of its returns gives no error: a nil last
// result when that result is an error, or any return when the function
// gives none.
func acceptsAndReturns(fn *ast.FuncType, b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	if _, ok := b.List[len(b.List)-1].(*ast.ReturnStmt); !ok {
		return false
	}
	res := fn.Results
	if res == nil || len(res.List) == 0 {
		return true
	}
	if id, ok := res.List[len(res.List)-1].Type.(*ast.Ident); !ok || id.Name != "error" {
		return true
	}
	accepts := false
	ast.Inspect(b, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) > 0 {
				if id, ok := n.Results[len(n.Results)-1].(*ast.Ident); ok && id.Name == "nil" {
					accepts = true
				}
			}
		}
		return !accepts
	})
	return accepts
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
				// if i := strings.IndexByte(host, ':'); i < 0: the init is
				// part of the test.
				if as, ok := n.Init.(*ast.AssignStmt); ok {
					out = append(out, as.Rhs...)
				}
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
		if expr.IsString(params.At(i).Type()) {
			return true
		}
	}
	// kingpin's Default(values ...string)
	if n := params.Len(); fn.Signature().Variadic() {
		if s, ok := params.At(n - 1).Type().(*types.Slice); ok && expr.IsString(s.Elem()) {
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
