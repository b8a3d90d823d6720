package sites

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/urilint/urilint/uri"
)

// This file reads what a test expects the code to make of a value,
// written beside it in the same call or row: the value escaped, the
// value rendered as a link, the value given back as it is.

// beside returns the string literals written beside the value: the other
// arguments of the call it is given to, or the other fields of the
// innermost row it is in. Nil when it is in neither.
func beside(path []ast.Node) []string {
	var scope ast.Node
	for i := 1; i < len(path) && scope == nil; i++ {
		switch n := path[i].(type) {
		case *ast.CallExpr:
			if slices.Contains(n.Args, path[i-1].(ast.Expr)) {
				scope = n
			}
		case *ast.CompositeLit:
			scope = n
		case *ast.KeyValueExpr, *ast.BinaryExpr, *ast.ParenExpr:
		default:
			return nil
		}
	}
	if scope == nil {
		return nil
	}
	var out []string
	ast.Inspect(scope, func(n ast.Node) bool {
		if n == path[0] {
			return false
		}
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if v, err := strconv.Unquote(lit.Value); err == nil {
				out = append(out, v)
			}
		}
		return true
	})
	return out
}

// expectsEscaped reports whether a string beside the value writes the
// part of it that holds a character no URI may hold (RFC 3986 §2)
// percent-encoded: "path with spaces" beside "path%20with%20spaces". The
// test gives the raw character on purpose, to see the code escape it
// (rule 2c).
func expectsEscaped(text string, path []ast.Node) bool {
	i := strings.IndexFunc(text, func(r rune) bool { return r < 0x80 && uri.NeverAllowed(byte(r)) })
	if i < 0 {
		return false
	}
	start := strings.LastIndexAny(text[:i], "/?&=#") + 1
	end := len(text)
	if j := strings.IndexAny(text[i:], "/?&=#"); j >= 0 {
		end = i + j
	}
	var b strings.Builder
	for _, c := range []byte(text[start:end]) {
		if c < 0x80 && uri.NeverAllowed(c) {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	want := strings.ToUpper(b.String())
	return slices.ContainsFunc(beside(path), func(s string) bool { return strings.Contains(strings.ToUpper(s), want) })
}

// renderedAsLink reports whether a string beside the value writes it as
// the target of an HTML link, `<a href="http://…">`: the test gives it
// to code that finds URIs in text and links them (rule 2c), as it is.
func renderedAsLink(text string, path []ast.Node) bool {
	if text == "" {
		return false
	}
	return slices.ContainsFunc(beside(path), func(s string) bool {
		return strings.Contains(s, `href="`+text+`"`) || strings.Contains(s, `src="`+text+`"`)
	})
}

// judgeEchoes judges an expected value that is the very text its row
// gives the code as input, as that input: the code gives its input back,
// so what is odd in it is the test's choice of input. An input that is
// no site at all (the code does not read it as a URI) or a fixture makes
// the expected value one too (rule 2d).
func (f *finder) judgeEchoes() {
	byLit := make(map[*ast.BasicLit]*Site, len(f.sites))
	for _, s := range f.sites {
		for _, lit := range s.Value.Literals() {
			byLit[lit] = s
		}
	}
	for _, s := range f.sites {
		if !s.InTest || s.Fixture != "" && s.fixtureOf == nil || !s.Value.Known() {
			continue
		}
		path := f.pathTo(s.Expr)
		row := innermostRow(path)
		if row == nil || !f.expected(path) {
			continue
		}
		text := s.Value.Text()
		ast.Inspect(row, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING || byLit[lit] == s || s.Fixture != "" && s.fixtureOf == nil {
				return true
			}
			if v, err := strconv.Unquote(lit.Value); err != nil || v != text || f.expected(f.pathTo(lit)) {
				return true
			}
			switch in := byLit[lit]; {
			case in != nil && in.Fixture == "":
				// The input itself: the row expects the code to keep it
				// as written, so its form is what the row tries.
				checks := formChecks
				if f.carriesPassword(in) {
					checks = append(slices.Clip(formChecks), "credentials")
				}
				in.Fixture, in.fixtureOf = "its row expects it back as written", checks
				if s.Fixture == "" {
					s.Fixture, s.fixtureOf = "the expected value is the row's input, given back as written", checks
				}
			case in == nil:
				s.Fixture, s.fixtureOf = "the expected value is the row's input, given back, which the code reads as no URI", nil
			case in.Fixture != "" && in.fixtureOf == nil:
				s.Fixture, s.fixtureOf = "the expected value is the row's input, given back: "+in.Fixture, nil
			}
			return true
		})
	}
}

// carriesPassword reports whether in, a row's input that the row
// expects back as written, has a password and is given to a function of
// the package that handles URIs (urlSetPath, which parses its input and
// writes it again): the row tries whether the code carries the userinfo
// over (rule 2c).
func (f *finder) carriesPassword(in *Site) bool {
	if sitePassword(in, in.Value.Text()) == "" {
		return false
	}
	// The function called with it, or the package's wrapper it reaches
	// its sink through, from a row: tt.URL given to urlSetPath.
	var fn *types.Func
	if in.call != nil {
		fn = in.call.fn
	} else if len(in.Via) > 0 {
		for decl := range f.decls {
			if decl.FullName() == in.Via[0] {
				fn = decl
			}
		}
	}
	return fn != nil && f.underTest(fn) && f.touchesOnce(fn)
}

// formChecks are the checks of normal form, whose findings a row that
// expects its input back as written means.
var formChecks = []string{"baseslash", "dotsegment", "hostcase", "percent", "port", "schemecase"}

// innermostRow returns the innermost composite literal of path that is
// an element of a table, or nil.
func innermostRow(path []ast.Node) *ast.CompositeLit {
	for i := 1; i+1 < len(path); i++ {
		if lit, ok := path[i].(*ast.CompositeLit); ok {
			if _, ok := path[i+1].(*ast.CompositeLit); ok {
				return lit
			}
		}
		if _, ok := path[i].(ast.Stmt); ok {
			return nil
		}
	}
	return nil
}

// urlFuncField returns, as a function, the field of the package's own
// type that call calls when the field holds a function and is named for
// a URI: tran.DialURI("localhost:443"), a builder the type is set up
// with. Or nil.
func (f *finder) urlFuncField(call *ast.CallExpr) *types.Func {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	selection, ok := f.pass.TypesInfo.Selections[sel]
	if !ok || selection.Kind() != types.FieldVal {
		return nil
	}
	field := selection.Obj()
	sig, ok := field.Type().Underlying().(*types.Signature)
	if !ok || !urlName(field.Name()) {
		return nil
	}
	if fn := types.NewFunc(field.Pos(), field.Pkg(), field.Name(), sig); f.underTest(fn) {
		return fn
	}
	return nil
}

// expectedFrom reports whether the test function of path compares what
// the code gives with a string that starts with the value, a relative
// reference: const want = "/auth-url?client_id=…" for AuthURL:
// "/auth-url". The test means the code to keep it relative, whatever
// the field asks for elsewhere.
func (f *finder) expectedFrom(text string, path []ast.Node) bool {
	decl := enclosingFunc(path)
	if decl == nil || decl.Body == nil || len(text) < 2 || uri.SplitScheme(text).Sep != uri.SepNone {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || found || lit == path[0] {
			return !found
		}
		v, err := strconv.Unquote(lit.Value)
		if err != nil || !strings.HasPrefix(v, text) || len(v) > len(text) && !strings.ContainsRune("?#/", rune(v[len(text)])) {
			return true
		}
		found = f.expected(f.pathTo(lit))
		return !found
	})
	return found
}

// builtExpected returns the function of the package whose result the
// test compares with the value, when the value is that expected result:
// the code under test makes or changes the URI (getAddress(cfg) for
// "http://h:80", replaceRawPath(u, …) for u.String()), so the expected
// value is a working one (rule 1), held to the rules of the code's
// output. A fixture the test means (rule 2) was judged before.
func (f *finder) builtExpected(text string, path []ast.Node) *types.Func {
	decl := enclosingFunc(path)
	if decl == nil || decl.Body == nil || authority(text) == "" || !f.expected(path) {
		return nil // "http:///x": a request whose host the transport sets
	}
	for _, actual := range f.comparedWith(decl.Body, path) {
		if fn := f.producer(decl.Body, actual, 4); fn != nil {
			return fn
		}
	}
	return nil
}

// comparedWith returns the expressions a test compares the expected
// value of path with: the other side of == or !=, the argument after it
// in assert.Equal, and for a value bound to a variable or a row's field,
// the other side of each comparison of that variable or field in body.
func (f *finder) comparedWith(body ast.Node, path []ast.Node) []ast.Expr {
	info := f.pass.TypesInfo
	var bound types.Object
	for i := 1; i < len(path) && bound == nil; i++ {
		switch n := path[i].(type) {
		case *ast.BinaryExpr:
			if n.X == path[i-1] {
				return []ast.Expr{n.Y}
			}
			return []ast.Expr{n.X}
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			if j := slices.Index(n.Args, path[i-1].(ast.Expr)); ok && strings.HasPrefix(sel.Sel.Name, "Equal") && j >= 0 && j+1 < len(n.Args) {
				return []ast.Expr{n.Args[j+1]}
			}
			return nil
		case *ast.AssignStmt:
			if id, ok := assignedTo(n, path[i-1]).(*ast.Ident); ok {
				bound = info.ObjectOf(id)
			}
		case *ast.ValueSpec:
			if len(n.Names) == 1 {
				bound = info.Defs[n.Names[0]]
			}
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok {
				bound = info.ObjectOf(id)
			}
		case *ast.ParenExpr:
		default:
			if bound == nil && i > 1 {
				return nil
			}
		}
	}
	if bound == nil {
		return nil
	}
	refers := func(e ast.Expr) bool {
		id := nameIdent(e)
		return id != nil && info.ObjectOf(id) == bound
	}
	var others []ast.Expr
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				if refers(n.X) {
					others = append(others, n.Y)
				} else if refers(n.Y) {
					others = append(others, n.X)
				}
			}
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			if !ok || !strings.HasPrefix(sel.Sel.Name, "Equal") && sel.Sel.Name != "Diff" {
				break
			}
			for j, arg := range n.Args {
				if !refers(arg) {
					continue
				}
				if j+1 < len(n.Args) && !refers(n.Args[j+1]) {
					others = append(others, n.Args[j+1])
				}
				if j > 0 && !refers(n.Args[j-1]) {
					others = append(others, n.Args[j-1])
				}
			}
		}
		return true
	})
	return others
}

// producer returns the function of the package under test that gives
// e: called there, or the source of the variable, field or URL method e
// reads (client.Host of client, err := Config(…); u.String() of u :=
// build(…), or of a URL the package's code is given to change); depth
// bounds the variables followed.
func (f *finder) producer(body ast.Node, e ast.Expr, depth int) *types.Func {
	if depth == 0 {
		return nil
	}
	info := f.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn := f.callee(e)
		if fn == nil {
			return f.urlFuncField(e)
		}
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && isURLType(typeOf(info, sel.X)) {
			return f.producer(body, sel.X, depth-1) // u.String()
		}
		if f.underTest(fn) && !strings.HasPrefix(fn.Name(), "Test") {
			return fn
		}
		return nil
	case *ast.SelectorExpr:
		if _, ok := info.Selections[e]; ok {
			return f.producer(body, e.X, depth-1)
		}
	case *ast.StarExpr:
		return f.producer(body, e.X, depth-1)
	case *ast.Ident:
		obj := info.Uses[e]
		if obj == nil {
			return nil
		}
		var fn *types.Func
		ast.Inspect(body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || fn != nil {
				return fn == nil
			}
			for i, lhs := range as.Lhs {
				id, ok := lhs.(*ast.Ident)
				if !ok || info.ObjectOf(id) != obj {
					continue
				}
				rhs := as.Rhs[0]
				if len(as.Rhs) == len(as.Lhs) {
					rhs = as.Rhs[i]
				}
				fn = f.producer(body, rhs, depth-1)
			}
			return fn == nil
		})
		if fn == nil && isURLType(obj.Type()) {
			// replaceRawPath(u, subject): the package's code changes the
			// URL the test then reads.
			ast.Inspect(body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || fn != nil {
					return fn == nil
				}
				if callee := f.callee(call); f.underTest(callee) && !strings.HasPrefix(callee.Name(), "Test") &&
					slices.ContainsFunc(call.Args, func(a ast.Expr) bool { id, ok := ast.Unparen(a).(*ast.Ident); return ok && info.Uses[id] == obj }) {
					fn = callee
				}
				return fn == nil
			})
		}
		return fn
	}
	return nil
}
