package sites

import (
	"go/ast"
	"go/types"
	"strings"
)

// findShapes finds the constant strings that are URIs by their shape
// alone: "scheme://…" with a known scheme, or "mailto:…"-like, bound to a
// variable, constant, field, map key or parameter whose name says URL. Only
// the checks that cannot be wrong about intent apply to them.
func (f *finder) findShapes() {
	for _, at := range f.assigns {
		switch n := at.node.(type) {
		case *ast.ValueSpec:
			if len(n.Names) != len(n.Values) {
				continue
			}
			for i, name := range n.Names {
				f.shape(at, name.Name, n.Values[i], "name "+name.Name)
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				continue
			}
			for i, lhs := range n.Lhs {
				if name := exprName(lhs); name != "" {
					f.shape(at, name, n.Rhs[i], "name "+name)
				}
			}
		}
	}
	for _, at := range f.comps {
		lit := at.node.(*ast.CompositeLit)
		if at.test && f.inTable(at) {
			continue // a row of a test table: inputs for the code under test
		}
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			var name string
			switch k := kv.Key.(type) {
			case *ast.Ident:
				name = k.Name
			case *ast.BasicLit:
				if tv := f.pass.TypesInfo.Types[k]; tv.Value != nil {
					name = strings.Trim(k.Value, "\"`")
				}
			}
			f.shape(at, name, kv.Value, "field "+name)
		}
	}
	for _, c := range f.calls {
		if f.params(c.fn) != nil {
			continue // a sink: the call's sites are made already
		}
		sig := c.fn.Signature()
		for i, arg := range c.call.Args {
			if i >= sig.Params().Len() || sig.Variadic() && i >= sig.Params().Len()-1 {
				break
			}
			name := sig.Params().At(i).Name()
			f.shape(c.nodeAt, name, arg, "parameter "+name+" of "+shortName(c.fn))
		}
	}
}

// shape makes a shape site of value if name says URL and value looks like
// one. A slice or array literal bound to such a name gives a site for each
// element.
func (f *finder) shape(at nodeAt, name string, value ast.Expr, sink string) {
	if !urlName(name) {
		return
	}
	if lit, ok := ast.Unparen(value).(*ast.CompositeLit); ok {
		if _, ok := f.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Slice); ok || isArray(f.pass.TypesInfo.TypeOf(lit)) {
			for _, elt := range lit.Elts {
				f.shape(at, name, elt, sink)
			}
		}
		return
	}
	if f.seen(value) {
		return
	}
	v, ok := f.constValue(value)
	if !ok {
		return
	}
	for _, seg := range v.segs {
		if seg.lit != nil && f.covered[seg.lit] {
			return // a sink site holds it already
		}
	}
	text := v.Text()
	if !hasURIShape(text) || notAURI(text) {
		return
	}
	f.add(&Site{Value: v, Role: RoleShape, Sink: sink, Param: name, Expr: value, InTest: at.test})
}

func isArray(t types.Type) bool {
	_, ok := t.Underlying().(*types.Array)
	return ok
}

// exprName returns the name an assignment binds: x or a.b.x give "x".
func exprName(e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	}
	return ""
}

// urlWords are the words of a name that say it holds a URI; notURLWords
// say it holds something else, such as "host:port" (Addr, Host), a DSN
// whose form depends on the driver, or a pattern.
var (
	urlWords    = []string{"url", "uri", "endpoint", "href", "link", "redirect", "webhook"}
	notURLWords = []string{"addr", "host", "dsn", "prefix", "pattern", "regex", "format", "template", "tmpl", "glob", "mask", "match", "path"}
)

// urlName reports whether name has a URL word that starts a word of it:
// apiURL, base_url, WebhookEndpoint, but not security or curl.
func urlName(name string) bool {
	lower := strings.ToLower(name)
	for _, w := range notURLWords {
		if strings.Contains(lower, w) {
			return false
		}
	}
	for _, w := range urlWords {
		for i := 0; ; {
			j := strings.Index(lower[i:], w)
			if j < 0 {
				break
			}
			j += i
			if j == 0 || name[j-1] == '_' || name[j-1] == '-' || isUpper(name[j]) && !isUpper(name[j-1]) {
				return true
			}
			i = j + 1
		}
	}
	return false
}

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

// notAURI reports whether s, though it looks like a URI, is a template, a
// format string or a pattern to be completed later.
func notAURI(s string) bool {
	if strings.Contains(s, "{") || strings.Contains(s, "}") || strings.Contains(s, "${") {
		return true // a template: {{.Host}}, {id} (RFC 6570)
	}
	if strings.ContainsAny(s, "*\\^$") && !strings.Contains(s, "://*") {
		return true // a pattern or regular expression
	}
	for i := strings.IndexByte(s, '%'); i >= 0 && i+1 < len(s); {
		if strings.IndexByte("sdvqtTfg", s[i+1]) >= 0 && !(i+2 < len(s) && isHexDigit(s[i+1]) && isHexDigit(s[i+2])) {
			return true // a format string
		}
		j := strings.IndexByte(s[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

func isHexDigit(c byte) bool {
	return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
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
			switch f.pass.TypesInfo.TypeOf(n).Underlying().(type) {
			case *types.Slice, *types.Array, *types.Map:
				return true
			}
		case *ast.KeyValueExpr, *ast.UnaryExpr, *ast.ParenExpr, *ast.CallExpr:
		default:
			return false
		}
	}
	return false
}
