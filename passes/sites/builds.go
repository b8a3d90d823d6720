package sites

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/passes/sites/expr"
)

// BuildKind says how an expression builds a URI from parts.
type BuildKind uint8

const (
	// BuildConcat: a concatenation, "https://" + host + "/x"; the
	// outermost "+" of a chain.
	BuildConcat BuildKind = iota + 1
	// BuildFormat: a format filled with arguments: fmt.Sprintf, or a
	// function of the program that passes its format on to one
	// (FormatFact), even when it returns something else.
	BuildFormat
	// BuildJoinPath: net/url.JoinPath or (*net/url.URL).JoinPath, whose
	// Args are the base and the elements.
	BuildJoinPath
	// BuildPathJoin: path.Join, path.Clean, filepath.Join or
	// filepath.Clean, which take slash paths, not URIs: Args are their
	// arguments.
	BuildPathJoin
	// BuildField: a component written to a field of net/url.URL, in a
	// composite literal or an assignment; Field names it.
	BuildField
)

// A Build is an expression that builds a URI, or may: the one place the
// checks of construction (hostjoin, escaper, pathjoin) find them.
type Build struct {
	Kind BuildKind
	// Expr is the expression: the outermost "+", the call, the value
	// written to the field.
	Expr ast.Expr
	// Value is what the expression makes, known in part: its constant
	// parts, and a hole for each unknown part, with the expression that
	// fills it (Hole.Expr). For BuildJoinPath and BuildPathJoin it is the
	// value of the first argument.
	Value expr.Value
	// Func is the function called: fmt.Sprintf, a format helper, the
	// joiner.
	Func *types.Func
	// Args are the arguments of a joiner.
	Args []ast.Expr
	// Field is the field of net/url.URL written: "Path", "RawQuery"…
	Field string
	// Parent is the node that holds Expr, past parentheses.
	Parent ast.Node
	// Guards are the conditions of the if and switch statements that the
	// build is made under, and of the if statements before it, within its
	// function: what the code has tested of its parts, such as whether a
	// host is IPv6.
	Guards []ast.Expr
	// Tail: the build is given to a function that appends it to a base
	// URL and sends it (Param.Tail): its text is a URI's path and what
	// follows.
	Tail bool
	// Parts: for a URI written into a variable and extended by "+="
	// after, u := "https://" then u += host, the first write and each
	// appended expression; Expr is the first appended.
	Parts []ast.Expr
	// Sent: the build reaches a sink, given to it directly or written to
	// a variable given to it.
	Sent   bool
	InTest bool
	// Fixture: what shows that a test builds the URI odd on purpose
	// (README, "Tests", rule 2), "" when nothing does; the checks skip
	// such a build.
	Fixture string
}

// Returns returns what is known of the values that fn, a function of
// the package whose first result is a string, returns there: one Value
// per return statement (host, err: the host). It reports false when fn
// is no such function.
func (r *Result) Returns(fn *types.Func) ([]expr.Value, bool) {
	results, ok := r.ReturnedExprs(fn)
	if !ok || !expr.IsString(fn.Signature().Results().At(0).Type()) {
		return nil, false
	}
	out := make([]expr.Value, len(results))
	for i, e := range results {
		out[i], _ = r.eval.Value(e)
	}
	return out, true
}

// ReturnedExprs returns the first result of every return statement of fn,
// declared in the package, when each returns its results one by one.
func (r *Result) ReturnedExprs(fn *types.Func) ([]ast.Expr, bool) {
	decl, ok := r.finder.decls[fn]
	res := fn.Signature().Results()
	if !ok || decl.Body == nil || res.Len() == 0 {
		return nil, false
	}
	var out []ast.Expr
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == res.Len() {
				out = append(out, n.Results[0])
			} else {
				ok = false
			}
		}
		return true
	})
	return out, ok && len(out) > 0
}

// Within reports whether [pos, end) is in the build's expression, or in
// one of its parts.
func (b *Build) Within(pos, end token.Pos) bool {
	if b.Expr.Pos() <= pos && end <= b.Expr.End() {
		return true
	}
	for _, p := range b.Parts {
		if p.Pos() <= pos && end <= p.End() {
			return true
		}
	}
	return false
}

// Builds returns the expressions of the package that build URIs, in
// source order, fixtures of tests included: a check of construction
// judges what a test means by them.
func (r *Result) Builds() []*Build { return r.builds }

// findBuilds makes the builds of the calls and concatenations that the
// walk kept.
func (f *finder) findBuilds() {
	for _, c := range f.calls {
		name := c.fn.FullName()
		kind := joiners[name]
		format := -1
		switch kind {
		case BuildFormat:
			format = 0
		case 0:
			if format = f.formatParam(c.fn); format < 0 {
				continue
			}
			kind = BuildFormat
		}
		b := &Build{Kind: kind, Expr: c.call, Func: c.fn, InTest: c.test, Parent: c.parent, Guards: c.checked, Tail: f.tails[c.call], Sent: f.sent[c.call]}
		switch kind {
		case BuildFormat:
			if format >= len(c.call.Args) || c.call.Ellipsis.IsValid() {
				continue
			}
			// A format of several known values makes a build of each.
			for _, fv := range f.formatValues(c.call.Args[format]) {
				if !mayBuild(fv.Text()) && !b.Sent && !b.Tail {
					continue
				}
				one := *b
				one.Value = f.Format(&fv, c.call.Args[format+1:])
				f.builds = append(f.builds, &one)
			}
			continue
		default:
			if c.call.Ellipsis.IsValid() {
				continue // the arguments are a slice
			}
			b.Args = c.call.Args
			if sel, ok := ast.Unparen(c.call.Fun).(*ast.SelectorExpr); ok && c.fn.Signature().Recv() != nil {
				b.Args = append([]ast.Expr{sel.X}, c.call.Args...) // the URL joined to
			} else if len(b.Args) > 0 {
				b.Value, _ = f.Value(b.Args[0])
			}
		}
		f.builds = append(f.builds, b)
	}
	for _, c := range f.concats {
		v, ok := f.Value(c.expr)
		if !ok || v.Known() || !mayBuild(v.Text()) && !f.sent[c.expr] && !f.tails[c.expr] {
			continue
		}
		f.builds = append(f.builds, &Build{Kind: BuildConcat, Expr: c.expr, Value: v, Parent: c.parent, Guards: c.guards, Tail: f.tails[c.expr], Sent: f.sent[c.expr], InTest: c.test})
	}
	f.findChains()
}

// formatValues returns the values the format e may have: its one value, or
// every value of a variable written more than once when all are known.
func (f *finder) formatValues(e ast.Expr) []expr.Value {
	if v, ok := f.FormatValue(e); ok {
		return []expr.Value{v}
	}
	var out []expr.Value
	for _, a := range f.alternatives(e) {
		v, _ := f.valueOf(a)
		if !a.complete || !v.Known() {
			return nil
		}
		out = append(out, v)
	}
	return out
}

// mayBuild reports whether text may be part of a URI: a concatenation
// or format with none of ":/?=" is a message, a key or a name, unless a
// sink reads it.
func mayBuild(text string) bool { return strings.ContainsAny(text, ":/?=") }

// buildField records the value written to a field of net/url.URL, or
// to the Host of a net/http.Request.
func (f *finder) buildField(field string, value ast.Expr, test bool) {
	if _, ok := urlStructFields[field]; !ok {
		return
	}
	v, ok := f.Value(value)
	if !ok {
		// Nothing of it is known, u.RawPath = url.QueryEscape(vhost):
		// the whole component is one hole.
		var b expr.Builder
		b.HoleOf(value)
		v = b.Value()
	} else if v.Known() {
		return
	}
	f.builds = append(f.builds, &Build{Kind: BuildField, Expr: value, Value: v, Field: field, InTest: test})
}

// A concatAt is the outermost "+" of a chain of strings.
type concatAt struct {
	expr   *ast.BinaryExpr
	parent ast.Node
	guards []ast.Expr
	test   bool
}

// isConcat reports whether e is a "+" of strings.
func (f *finder) isConcat(e ast.Node) bool {
	b, ok := e.(*ast.BinaryExpr)
	return ok && b.Op == token.ADD && expr.IsString(f.pass.TypesInfo.TypeOf(b))
}

// parentOf returns the nearest ancestor, past parentheses, of the node on
// top of the stack.
func parentOf(stack []ast.Node) ast.Node {
	for i := len(stack) - 2; i >= 0; i-- {
		if _, ok := stack[i].(*ast.ParenExpr); !ok {
			return stack[i]
		}
	}
	return nil
}

// FormatFact marks a function that passes its format and arguments on to
// fmt.Sprintf, or to another such function: its callers build a string
// from the format, as printf's wrappers print one.
type FormatFact struct {
	// Index is the format parameter's.
	Index int
}

func (*FormatFact) AFact() {}

func (f *FormatFact) String() string { return "uriFormat" }

// formatParam returns the index of the format parameter of fn, a
// function that passes its format on to fmt.Sprintf, or -1.
func (f *finder) formatParam(fn *types.Func) int {
	if fn.Pkg() == f.pass.Pkg {
		if i, ok := f.formats[fn]; ok {
			return i
		}
		return -1
	}
	if i, ok := f.importedFormats[fn]; ok {
		return i
	}
	if f.over {
		// The run is over: the checks ask concurrently, and facts are
		// read only during the run. A function no call of the package
		// made known is no helper.
		return -1
	}
	i := -1
	var fact FormatFact
	if isFormatFunc(fn) && f.pass.ImportObjectFact(fn, &fact) {
		i = fact.Index
	}
	f.importedFormats[fn] = i
	return i
}

// isFormatFunc reports whether fn's last parameters are a string and
// "...any": the shape of a printf-like function.
func isFormatFunc(fn *types.Func) bool {
	n := fn.Signature().Params().Len()
	return n >= 2 && isFormatArg(fn, n-2)
}

// passesFormat records the function on top of the stack as a format
// helper when the call, of fmt.Sprintf or of a helper found before,
// passes it the function's own format and arguments: f(format, args...).
func (f *finder) passesFormat(call *ast.CallExpr, callee *types.Func, stack []ast.Node) {
	at := -1
	if callee.FullName() == "fmt.Sprintf" {
		at = 0
	} else if i, ok := f.formats[callee]; ok {
		at = i
	}
	if at < 0 || !call.Ellipsis.IsValid() || len(call.Args) != at+2 {
		return
	}
	var decl *ast.FuncDecl
	for i := len(stack) - 2; i >= 0 && decl == nil; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncLit:
			return
		case *ast.FuncDecl:
			decl = n
		}
	}
	if decl == nil {
		return
	}
	fn, ok := f.pass.TypesInfo.Defs[decl.Name].(*types.Func)
	if !ok || !isFormatFunc(fn) {
		return
	}
	params := fn.Signature().Params()
	format, args := params.At(params.Len()-2), params.At(params.Len()-1)
	if f.isVar(call.Args[at], format) && f.isVar(call.Args[at+1], args) {
		f.formats[fn] = params.Len() - 2
	}
}

func (f *finder) isVar(e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && f.pass.TypesInfo.Uses[id] == v
}

func (k BuildKind) String() string {
	switch k {
	case BuildConcat:
		return "concat"
	case BuildFormat:
		return "format"
	case BuildJoinPath:
		return "joinpath"
	case BuildPathJoin:
		return "pathjoin"
	case BuildField:
		return "field"
	}
	return "build?"
}

// EndsInSlash reports whether the string e surely ends in "/", as a base
// URL that a path is appended to: its last byte is a written "/"; or it
// is a call of a function of the package whose every return does
// ("return s + "/"", or "return s" under strings.HasSuffix(s, "/")); or
// it is a variable read where it is extended, u = u + "x.json", whose
// other writes all end in "/" and whose extensions add no query or
// fragment.
func (r *Result) EndsInSlash(e ast.Expr) bool { return r.finder.endsInSlash(e, 0) }

func (f *finder) endsInSlash(e ast.Expr, depth int) bool {
	if depth > expr.MaxDepth {
		return false
	}
	e = ast.Unparen(e)
	v := f.Eval(e, depth)
	if n := len(v.Text()); n > 0 && v.Text()[n-1] == '/' && !v.InHole(n-1, n) {
		return true
	}
	info := f.pass.TypesInfo
	switch e := e.(type) {
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(info, e)
		decl := f.decls[fn]
		if fn == nil || decl == nil || decl.Body == nil {
			return false
		}
		ok, returns := true, 0
		var stack []ast.Node
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			stack = append(stack, n)
			switch n := n.(type) {
			case *ast.FuncLit:
				stack = stack[:len(stack)-1]
				return false
			case *ast.ReturnStmt:
				returns++
				ok = ok && len(n.Results) == 1 && (f.endsInSlash(n.Results[0], depth+1) || hasSuffixGuard(info, stack, n.Results[0], "/"))
			}
			return ok
		})
		return ok && returns > 0
	case *ast.Ident:
		v, isVar := info.Uses[e].(*types.Var)
		if !isVar {
			return false
		}
		inits := f.flow.Assigned(v)
		if len(inits) == 0 || f.flow.Writes(v) != len(inits) || f.flow.AddrTaken(v) {
			return false
		}
		readInExtension := false
		for _, init := range inits {
			if !refersTo(info, init, v) {
				if !f.endsInSlash(init, depth+1) {
					return false
				}
				continue
			}
			readInExtension = readInExtension || init.Pos() <= e.Pos() && e.End() <= init.End()
			ext := f.Eval(init, depth+1)
			for i, c := range []byte(ext.Text()) {
				if !ext.InHole(i, i+1) && (c == '?' || c == '#') {
					return false
				}
			}
		}
		return readInExtension
	}
	return false
}

// hasSuffixGuard reports whether the node on top of the stack is in the
// body of an if statement whose condition is strings.HasSuffix(x,
// suffix), with x the expression e.
func hasSuffixGuard(info *types.Info, stack []ast.Node, e ast.Expr, suffix string) bool {
	for i := len(stack) - 2; i >= 0; i-- {
		ifs, ok := stack[i].(*ast.IfStmt)
		if !ok || stack[i+1] != ifs.Body {
			continue
		}
		call, ok := ast.Unparen(ifs.Cond).(*ast.CallExpr)
		if !ok || len(call.Args) != 2 {
			continue
		}
		if fn := typeutil.StaticCallee(info, call); fn == nil || fn.FullName() != "strings.HasSuffix" {
			continue
		}
		tv := info.Types[call.Args[1]]
		if tv.Value != nil && tv.Value.ExactString() == strconv.Quote(suffix) && types.ExprString(call.Args[0]) == types.ExprString(e) {
			return true
		}
	}
	return false
}
