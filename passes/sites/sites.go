package sites

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/uri"
)

// Analyzer finds the strings of a package that are used as URIs.
var Analyzer = &analysis.Analyzer{
	Name:       "sites",
	Doc:        "find the strings used as URIs\n\nThe sites analyzer lists the string values of a package that reach a URI, with their role and the source position of each byte, for the other checks. It reports nothing itself.",
	URL:        "https://pkg.go.dev/github.com/urilint/urilint/passes/sites",
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(SinkFact)},
	Run:        run,
}

// SinkFact marks a function that passes some of its string parameters,
// unchanged, to a URI sink: its callers' arguments are sites too.
type SinkFact struct {
	Params []Param
}

// Param is a parameter of a sink or wrapper that takes a URI.
type Param struct {
	Index   int    // among the call's arguments
	Name    string // of the parameter
	Role    Role
	Sink    string   // the function that finally takes the value
	Via     []string // the wrappers between, outermost first
	Schemes []string
	Shape   bool
	List    bool
}

func (*SinkFact) AFact() {}

func (f *SinkFact) String() string {
	var b strings.Builder
	b.WriteString("uriSink(")
	for i, p := range f.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.Name)
		b.WriteString(": ")
		for _, v := range p.Via {
			b.WriteString(v)
			b.WriteString(" → ")
		}
		b.WriteString(p.Sink)
	}
	b.WriteByte(')')
	return b.String()
}

// sinkPkgs holds the packages of the sinks, so that the names of other
// functions need not be built.
var sinkPkgs = map[string]bool{"database/sql": true, "os": true}

func init() {
	for name, params := range sinks {
		for i := range params {
			params[i].Sink = name
		}
		// "pkg/path.F" or "(*pkg/path.T).M": the path ends at the last
		// dot of the function or type name.
		if recv, ok := strings.CutPrefix(name, "("); ok {
			name, _, _ = strings.Cut(strings.TrimPrefix(recv, "*"), ")")
		}
		sinkPkgs[name[:strings.LastIndexByte(name, '.')]] = true
	}
}

// finder holds the state of one run.
type finder struct {
	pass  *analysis.Pass
	flow  *flow
	sites []*Site
	// covered holds the literals that sink sites reach, so that a shape
	// site does not report them again.
	covered map[*ast.BasicLit]bool
	done    map[ast.Expr]bool // the expressions made into sites
	// deliberate holds the strings that tests feed to a parser expecting
	// an error.
	deliberate map[string]bool

	calls    []callAt
	comps    []nodeAt                // *ast.CompositeLit
	assigns  []nodeAt                // *ast.AssignStmt and *ast.ValueSpec
	wrappers map[*types.Func][]Param // found in this package
	// protocols are the schemes the package registers with an HTTP
	// transport, which its clients can then use.
	protocols []string
	imported  map[*types.Func][]Param // facts of other packages, cached
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
}

func run(pass *analysis.Pass) (any, error) {
	f := &finder{
		pass:       pass,
		flow:       newFlow(pass.TypesInfo),
		covered:    make(map[*ast.BasicLit]bool),
		done:       make(map[ast.Expr]bool),
		deliberate: make(map[string]bool),
		wrappers:   make(map[*types.Func][]Param),
		imported:   make(map[*types.Func][]Param),
	}
	for _, file := range pass.Files {
		f.collect(file)
	}
	f.findCalls()
	f.findFields()
	f.findShapes()
	f.sites = slices.DeleteFunc(f.sites, func(s *Site) bool {
		return s.InTest && s.Value.Known() && f.deliberate[s.Value.Text()]
	})
	for fn, params := range f.wrappers {
		pass.ExportObjectFact(fn, &SinkFact{Params: params})
	}
	slices.SortStableFunc(f.sites, func(a, b *Site) int { return int(a.Expr.Pos() - b.Expr.Pos()) })
	return &Result{Sites: f.sites, ignores: parseIgnores(pass.Fset, pass.Files)}, nil
}

// collect walks a file once: it feeds the def-use tables and keeps the
// nodes the later steps look at; in a generated file, only the former.
//
// It walks the syntax itself rather than ask for an inspector: the suite
// needs no other traversal, and building an inspector for every package
// of the build would cost more than all of the site finding.
func (f *finder) collect(file *ast.File) {
	generated := ast.IsGenerated(file)
	test := strings.HasSuffix(f.pass.Fset.File(file.Pos()).Name(), "_test.go")
	var stack []ast.Node
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		at := nodeAt{node: n, test: test}
		if test {
			at.up = new([6]ast.Node)
			for i := range at.up {
				if len(stack) > i {
					at.up[i] = stack[len(stack)-1-i]
				}
			}
		}
		stack = append(stack, n)
		switch n := n.(type) {
		case *ast.FuncDecl:
			f.flow.funcDecl(n)
		case *ast.GenDecl:
			f.flow.genDecl(n)
		case *ast.ValueSpec:
			f.flow.valueSpec(n)
			if !generated {
				f.assigns = append(f.assigns, at)
			}
		case *ast.AssignStmt:
			f.flow.assign(n)
			if !generated {
				f.assigns = append(f.assigns, at)
			}
		case *ast.RangeStmt:
			f.flow.rangeStmt(n)
		case *ast.UnaryExpr:
			f.flow.unary(n)
		case *ast.CallExpr:
			if generated {
				break
			}
			if len(n.Args) == 0 {
				break
			}
			// Only a function with a string parameter can take a URI.
			if fn := typeutil.StaticCallee(f.pass.TypesInfo, n); fn != nil && fn.Pkg() != nil && hasStringParam(fn) {
				f.calls = append(f.calls, callAt{at, n, fn.Origin()})
				f.registerProtocol(fn, n)
			}
		case *ast.CompositeLit:
			if !generated {
				f.comps = append(f.comps, at)
			}
		}
		return true
	})
}

func hasStringParam(fn *types.Func) bool {
	params := fn.Signature().Params()
	for i := range params.Len() {
		if isString(params.At(i).Type()) {
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

// params returns the URI parameters of fn: from the table, from a fact of
// its package, or found in this package.
func (f *finder) params(fn *types.Func) []Param {
	if fn.Pkg() == nil {
		return nil
	}
	if fn.Pkg() == f.pass.Pkg {
		return f.wrappers[fn]
	}
	if sinkPkgs[fn.Pkg().Path()] {
		if p, ok := sinks[funcName(fn)]; ok {
			return p
		}
	}
	if p, ok := f.imported[fn]; ok {
		return p
	}
	var fact SinkFact
	var p []Param
	if f.pass.ImportObjectFact(fn, &fact) {
		p = fact.Params
	}
	f.imported[fn] = p
	return p
}

// funcName returns the name of fn as the sinks table spells it:
// "pkg/path.F" or "(*pkg/path.T).M".
func funcName(fn *types.Func) string {
	return fn.FullName()
}

// findCalls turns the arguments of calls to sinks into sites, and finds
// the package's wrappers: a function that passes a parameter unchanged to
// a sink is a sink itself. Wrappers of wrappers are found by going round
// again over the calls to the functions that just became wrappers.
func (f *finder) findCalls() {
	pending := f.calls
	for len(pending) > 0 {
		grown := make(map[*types.Func]bool)
		for _, c := range pending {
			for _, p := range f.params(c.fn) {
				f.callArg(c, p, grown)
			}
			f.specialCall(c)
		}
		pending = nil
		if len(grown) == 0 {
			break
		}
		for _, c := range f.calls {
			if grown[c.fn] {
				pending = append(pending, c)
			}
		}
		// Calls to grown wrappers are visited again for all their
		// params; callArg ignores the ones already turned into sites.
	}
}

func (f *finder) callArg(c callAt, p Param, grown map[*types.Func]bool) {
	if p.Index >= len(c.call.Args) || c.call.Ellipsis.IsValid() && p.Index >= len(c.call.Args)-1 {
		return
	}
	arg := c.call.Args[p.Index]
	if ref, ok := f.flow.param(arg); ok {
		if grown != nil && ref.fn.Pkg() == f.pass.Pkg {
			f.addWrapper(ref, p, grown)
		}
		return
	}
	if f.seen(arg) {
		return
	}
	if c.test && f.expectsError(c) {
		// A test feeding a bad URI on purpose; the same string elsewhere
		// in the tests is fed on purpose too.
		if v, ok := f.value(arg); ok && v.Known() {
			f.deliberate[v.Text()] = true
		}
		return
	}
	if c.test && f.inTable(c.nodeAt) {
		return // a row of a table: an input for the code under test
	}
	v, ok := f.value(arg)
	if !ok {
		return
	}
	if p.List {
		f.listSites(c, p, arg, v)
		return
	}
	if p.Shape && !hasURIShape(v.Prefix()) {
		return
	}
	schemes := p.Schemes
	if len(f.protocols) > 0 && slices.Equal(schemes, httpSchemes) {
		schemes = append(slices.Clip(schemes), f.protocols...)
	}
	f.add(&Site{
		Value:   v,
		Role:    p.Role,
		Sink:    p.Sink,
		Param:   p.Name,
		Schemes: schemes,
		Via:     p.Via,
		Expr:    arg,
		InTest:  c.test,
	})
}

// seen reports whether a site was already made for expr; a call to a
// wrapper is visited again when the wrapper grows.
func (f *finder) seen(expr ast.Expr) bool { return f.done[expr] }

func (f *finder) addWrapper(ref paramRef, p Param, grown map[*types.Func]bool) {
	for _, q := range f.wrappers[ref.fn] {
		if q.Index == ref.index {
			return // the first sink found for a parameter is kept
		}
	}
	sig := ref.fn.Signature()
	w := p
	w.Index = ref.index
	w.Name = sig.Params().At(ref.index).Name()
	if w.Name == "" || w.Name == "_" {
		w.Name = "#" + strconv.Itoa(ref.index)
	}
	w.Via = append([]string{shortName(ref.fn)}, p.Via...)
	f.wrappers[ref.fn] = append(f.wrappers[ref.fn], w)
	grown[ref.fn] = true
}

// shortName names fn for messages: "pkg.F" or "pkg.T.M".
func shortName(fn *types.Func) string {
	name := fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

// listSites splits a comma-separated list of URIs into one site each.
func (f *finder) listSites(c callAt, p Param, arg ast.Expr, v Value) {
	text := v.Text()
	start := 0
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != ',' {
			continue
		}
		var b valueBuilder
		b.appendSlice(&v, start, i)
		part := b.value()
		if hasURIShape(part.Prefix()) {
			f.add(&Site{Value: part, Role: p.Role, Sink: p.Sink, Param: p.Name, Schemes: p.Schemes, Via: p.Via, Expr: arg, InTest: c.test})
		}
		start = i + 1
	}
}

// specialCall handles the sinks that take more than one plain argument.
func (f *finder) specialCall(c callAt) {
	if path := c.fn.Pkg().Path(); path != "net/url" && path != "database/sql" && path != "os" {
		return
	}
	if c.test && f.inTable(c.nodeAt) {
		return // a row of a table: an input for the code under test
	}
	switch funcName(c.fn) {
	case "net/url.UserPassword":
		// Credentials in code (§3.2.1, §7.5): the userinfo "user:password".
		if len(c.call.Args) != 2 {
			return
		}
		user, ok1 := f.constValue(c.call.Args[0])
		pass, ok2 := f.constValue(c.call.Args[1])
		if !ok1 || !ok2 {
			return
		}
		var b valueBuilder
		b.appendSlice(&user, 0, len(user.text))
		b.opaque(c.call.Args[0].End(), c.call.Args[1].Pos(), ":")
		b.appendSlice(&pass, 0, len(pass.text))
		f.add(&Site{Value: b.value(), Role: RoleComponent, Component: uri.ComponentUserinfo,
			Sink: "net/url.UserPassword", Param: "password", Expr: c.call, InTest: c.test})
	case "database/sql.Open":
		// A DSN is a URL only for some drivers, and then only in one of
		// the forms they take.
		if len(c.call.Args) != 2 {
			return
		}
		driver := f.pass.TypesInfo.Types[c.call.Args[0]].Value
		if driver == nil || driver.Kind() != constant.String {
			return
		}
		schemes, ok := sqlURLDrivers[constant.StringVal(driver)]
		if !ok {
			return
		}
		f.callArg(c, Param{Index: 1, Name: "dataSourceName", Role: RoleAbsolute, Sink: "database/sql.Open", Schemes: schemes, Shape: true}, nil)
	case "os.Setenv":
		if len(c.call.Args) != 2 {
			return
		}
		key := f.pass.TypesInfo.Types[c.call.Args[0]].Value
		if key == nil || key.Kind() != constant.String {
			return
		}
		switch k := strings.ToUpper(constant.StringVal(key)); {
		case k == "HTTP_PROXY" || k == "HTTPS_PROXY" || k == "ALL_PROXY":
			// A proxy may be given as "host:port" (x/net/http/httpproxy).
			f.callArg(c, Param{Index: 1, Name: "value", Role: RoleAbsolute, Sink: "os.Setenv(" + k + ")", Shape: true}, nil)
		case strings.HasSuffix(k, "_URL") || strings.HasSuffix(k, "_URI"):
			f.callArg(c, Param{Index: 1, Name: "value", Role: RoleShape, Sink: "os.Setenv(" + k + ")", Shape: true}, nil)
		}
	}
}

// add records a site and the literals it covers.
func (f *finder) add(s *Site) {
	for _, seg := range s.Value.segs {
		if seg.lit != nil {
			f.covered[seg.lit] = true
		}
	}
	f.done[s.Expr] = true
	if isWindowsPath(s.Value.Prefix()) {
		return // "C:\Users" or "c:/temp" given to a parser: a file path
	}
	if hosts := splitHostList(&s.Value); hosts != nil {
		// "postgres://h1:5432,h2:5433/db": the drivers' own syntax; each
		// host makes a URI of its own for the checks.
		for _, v := range hosts {
			t := *s
			t.Value = v
			f.sites = append(f.sites, &t)
		}
		return
	}
	f.sites = append(f.sites, s)
}

// isWindowsPath reports whether s starts with a drive letter and a slash
// or backslash: a one-letter scheme is no URI in practice.
func isWindowsPath(s string) bool {
	return len(s) >= 3 && isLetter(s[0]) && s[1] == ':' && (s[2] == '\\' || s[2] == '/')
}

// splitHostList returns one value for each host of a value whose scheme
// allows a comma-separated list of hosts (mongodb, postgres, nats, …), with
// the rest of the value around it; nil when there is no list.
func splitHostList(v *Value) []Value {
	text := v.Prefix()
	i := strings.Index(text, "://")
	if i <= 0 {
		return nil
	}
	if sch, ok := uri.LookupScheme(text[:i]); !ok || !sch.HostList {
		return nil
	}
	start := i + 3
	end := start + strings.IndexAny(text[start:]+"/", "/?#")
	if at := strings.LastIndexByte(text[start:end], '@'); at >= 0 {
		start += at + 1
	}
	if !strings.Contains(text[start:end], ",") || end == len(text) && !v.Known() {
		return nil // one host, or a list that may go on in a hole
	}
	var out []Value
	for h := start; h <= end; {
		c := h + strings.IndexByte(text[h:end]+",", ',')
		var b valueBuilder
		b.appendSlice(v, 0, start)
		b.appendSlice(v, h, c)
		b.appendSlice(v, end, len(v.text))
		out = append(out, b.value())
		h = c + 1
	}
	return out
}

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

// findFields finds the URI parts given to fields: net/url.URL's
// components and the URL fields of the structs in urlFields, in composite
// literals and in assignments.
func (f *finder) findFields() {
	for _, at := range f.comps {
		lit := at.node.(*ast.CompositeLit)
		tv, ok := f.pass.TypesInfo.Types[lit]
		if !ok || at.test && f.inTable(at) {
			continue
		}
		typeName := namedName(tv.Type)
		if typeName == "" {
			continue
		}
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if key, ok := kv.Key.(*ast.Ident); ok {
				f.field(typeName, key.Name, kv.Value, at.test)
			}
		}
	}
	for _, at := range f.assigns {
		as, ok := at.node.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != len(as.Rhs) || as.Tok != token.ASSIGN {
			continue
		}
		for i, lhs := range as.Lhs {
			sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			s, ok := f.pass.TypesInfo.Selections[sel]
			if !ok || s.Kind() != types.FieldVal {
				continue
			}
			f.field(namedName(s.Recv()), sel.Sel.Name, as.Rhs[i], at.test)
		}
	}
}

// field makes a site of value, given to the field of the named type.
func (f *finder) field(typeName, field string, value ast.Expr, test bool) {
	if test && typeName == "net/url.URL" {
		// A test that builds a url.URL part by part builds an input for
		// the code under test, odd parts included ("new\nline").
		return
	}
	site := &Site{Expr: value, InTest: test, Param: field, Sink: typeName + "." + field}
	if typeName == "net/url.URL" {
		c, ok := urlStructFields[field]
		if !ok {
			return
		}
		site.Role, site.Component = RoleComponent, c
	} else if p, ok := urlFields[typeName+"."+field]; ok {
		site.Role, site.Schemes = p.Role, p.Schemes
	} else {
		return
	}
	v, ok := f.value(value)
	if !ok || f.seen(value) {
		return
	}
	site.Value = v
	f.add(site)
}

// namedName returns "pkg/path.T" for a named type or a pointer to one.
func namedName(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Path() + "." + n.Obj().Name()
}
