package sites

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/passes/sites/expr"
)

// findFields finds the URI parts given to fields: net/url.URL's
// components and the URL fields of the structs in urlFields, in composite
// literals and in assignments.
func (f *finder) findFields() {
	for _, at := range f.comps {
		lit := at.node.(*ast.CompositeLit)
		tv, ok := f.pass.TypesInfo.Types[lit]
		if !ok {
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
		if ok && as.Tok == token.ASSIGN && len(as.Lhs) == 2 && len(as.Rhs) == 1 {
			f.joinedPathField(as, at.test)
		}
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

// joinedPathField records u.Path, err = url.JoinPath(base, elem…): the
// string JoinPath gives back is escaped, written to a field of
// net/url.URL.
func (f *finder) joinedPathField(as *ast.AssignStmt, test bool) {
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return
	}
	if fn := typeutil.StaticCallee(f.pass.TypesInfo, call); fn == nil || fn.FullName() != "net/url.JoinPath" {
		return
	}
	sel, ok := ast.Unparen(as.Lhs[0]).(*ast.SelectorExpr)
	if !ok {
		return
	}
	if s, ok := f.pass.TypesInfo.Selections[sel]; ok && s.Kind() == types.FieldVal && namedName(s.Recv()) == "net/url.URL" {
		var b expr.Builder
		b.HoleOf(call)
		f.builds = append(f.builds, &Build{Kind: BuildField, Expr: call, Value: b.Value(), Field: sel.Sel.Name, InTest: test})
	}
}

// field makes a site of value, given to the field of the named type.
func (f *finder) field(typeName, field string, value ast.Expr, test bool) {
	var p Param
	var ok bool
	if typeName == "net/url.URL" {
		f.buildField(field, value, test)
		p.Need, ok = urlStructFields[field]
	} else {
		if typeName == "net/http.Request" && field == "Host" {
			// host[:port], as the URL's Host (RFC 9112 §3.2.3)
			f.buildField(field, value, test)
		}
		p, ok = urlFields[typeName+"."+field]
	}
	if !ok && f.declared != nil {
		p.Need, ok = f.declared.field(typeName, field)
	}
	if !ok {
		return
	}
	if lit, isLit := ast.Unparen(value).(*ast.CompositeLit); isLit {
		// A []string field: a site each.
		for _, elt := range lit.Elts {
			f.field(typeName, field, elt, test)
		}
		return
	}
	if p.HostPort {
		if !test {
			f.addressURL(value, typeName+"."+field, field)
		}
		f.cover(value)
		return
	}
	v, ok := f.Value(value)
	if !ok || f.done[value] || p.Shape && !p.shaped(v.Prefix()) {
		return
	}
	need := p.Need
	f.add(&Site{Value: v, Need: need, Evidence: EvidenceSink, Sink: typeName + "." + field, Param: field, Expr: value, InTest: test})
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
