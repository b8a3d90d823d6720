package sites

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/urilint/urilint/passes/sites/expr"
)

// findChains makes a build of each URI that a function writes into a
// string variable and then extends in the statements that follow:
//
//	dsn := "postgres://"
//	if user != "" {
//		dsn += user + ":" + password + "@"
//	}
//	dsn += fmt.Sprintf("%s:%d", host, port)
//
// The build's value is the first write and every "+=" after it, in
// source order, those under an if included: the text around each part is
// what a check needs to know which component the part lands in. An if
// with an else forks the chain, one build per branch, at most
// maxChainForks. A chain ends where the variable is written otherwise,
// or where a loop or a switch writes it: the value is then not one text.
//
// A strings.Builder or bytes.Buffer of the function makes a chain too:
// its declaration starts it empty, and each WriteString, WriteByte or
// WriteRune extends it; any other use but a read (String, Len) ends it.
func (f *finder) findChains() {
	// Only a variable that some "+=" or write extends may start one, in
	// the function that extends it.
	appended := make(map[*types.Var]bool)
	var at []token.Pos
	for _, a := range f.assigns {
		if as, ok := a.node.(*ast.AssignStmt); ok && as.Tok == token.ADD_ASSIGN && len(as.Lhs) == 1 {
			if v := f.localString(as.Lhs[0]); v != nil {
				appended[v] = true
				at = append(at, as.Pos())
			}
		}
	}
	for _, c := range f.calls {
		if v, _ := f.builderWrite(c.call); v != nil {
			appended[v] = true
			at = append(at, c.call.Pos())
		}
	}
	if len(appended) == 0 {
		return
	}
	slices.Sort(at)
	for _, file := range f.pass.Files {
		if ast.IsGenerated(file) {
			continue
		}
		for _, decl := range file.Decls {
			if i, _ := slices.BinarySearch(at, decl.Pos()); i == len(at) || at[i] >= decl.End() {
				continue // no "+=" in it
			}
			ast.Inspect(decl, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.BlockStmt:
					f.chainsIn(n.List, appended)
				case *ast.CaseClause:
					f.chainsIn(n.Body, appended)
				case *ast.CommClause:
					f.chainsIn(n.Body, appended)
				}
				return true
			})
		}
	}
}

// chainsIn finds the chains that start in the statement list.
func (f *finder) chainsIn(list []ast.Stmt, appended map[*types.Var]bool) {
	for i, stmt := range list {
		v, first := f.chainStart(stmt)
		if v == nil || !appended[v] {
			continue
		}
		cs, _ := f.extendAll([]chain{{v: v, parts: []ast.Expr{first}}}, list[i+1:])
		for _, c := range cs {
			if len(c.parts) > 1 {
				f.addChain(&c, stmt)
			}
		}
	}
}

// maxChainForks bounds the builds that the branches of one chain make.
const maxChainForks = 8

// A chain is a variable's first write and the appends that extend it.
type chain struct {
	v      *types.Var
	parts  []ast.Expr
	guards []ast.Expr // the conditions of the ifs an append is under
}

// chainStart returns the local string variable that stmt writes whole,
// v := "…", v = "…" or var v = "…", and what it writes; or the local
// builder it declares empty, var b strings.Builder, and nil.
func (f *finder) chainStart(stmt ast.Stmt) (*types.Var, ast.Expr) {
	info := f.pass.TypesInfo
	switch s := stmt.(type) {
	case *ast.AssignStmt:
		if (s.Tok != token.DEFINE && s.Tok != token.ASSIGN) || len(s.Lhs) != 1 || len(s.Rhs) != 1 {
			return nil, nil
		}
		if v := f.localString(s.Lhs[0]); v != nil && !refersTo(info, s.Rhs[0], v) {
			return v, s.Rhs[0]
		}
		if lit, ok := ast.Unparen(s.Rhs[0]).(*ast.CompositeLit); ok && len(lit.Elts) == 0 && s.Tok == token.DEFINE {
			if v := f.localBuilder(s.Lhs[0]); v != nil {
				return v, nil // b := strings.Builder{}
			}
		}
	case *ast.DeclStmt:
		gd, ok := s.Decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR || len(gd.Specs) != 1 {
			return nil, nil
		}
		vs := gd.Specs[0].(*ast.ValueSpec)
		if len(vs.Names) == 1 && len(vs.Values) == 1 {
			if v := f.localString(vs.Names[0]); v != nil {
				return v, vs.Values[0]
			}
		}
		if len(vs.Names) == 1 && len(vs.Values) == 0 {
			if v := f.localBuilder(vs.Names[0]); v != nil {
				return v, nil
			}
		}
	}
	return nil, nil
}

// localBuilder returns the variable of a function that e names, when it
// is a strings.Builder or a bytes.Buffer, not a pointer to one.
func (f *finder) localBuilder(e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := f.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == f.pass.Pkg.Scope() {
		return nil
	}
	if _, ptr := v.Type().(*types.Pointer); ptr {
		return nil
	}
	if n := namedName(v.Type()); n != "strings.Builder" && n != "bytes.Buffer" {
		return nil
	}
	return v
}

// builderWrite returns the local builder that call writes to and what
// it writes: b.WriteString(s), b.WriteByte('/'), b.WriteRune(':').
func (f *finder) builderWrite(call *ast.CallExpr) (*types.Var, ast.Expr) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 1 {
		return nil, nil
	}
	switch sel.Sel.Name {
	case "WriteString", "WriteByte", "WriteRune":
	default:
		return nil, nil
	}
	v := f.localBuilder(sel.X)
	if v == nil || f.pass.TypesInfo.Uses[sel.Sel] == nil {
		return nil, nil
	}
	return v, call.Args[0]
}

// readsOnly reports whether n uses the builder v only to read it:
// b.String(), b.Len().
func (f *finder) readsOnly(n ast.Node, v *types.Var) bool {
	ok := true
	ast.Inspect(n, func(n ast.Node) bool {
		if sel, isSel := n.(*ast.SelectorExpr); isSel && lhsIdent(sel.X) != nil && f.pass.TypesInfo.Uses[lhsIdent(sel.X)] == v {
			switch sel.Sel.Name {
			case "String", "Len", "Cap":
				return false
			}
		}
		if id, isID := n.(*ast.Ident); isID && f.pass.TypesInfo.Uses[id] == v {
			ok = false
		}
		return ok
	})
	return ok
}

// localString returns the variable of a function that e names, when it
// holds a string and its address is never taken.
func (f *finder) localString(e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := f.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == f.pass.Pkg.Scope() || !expr.IsString(v.Type()) || f.flow.AddrTaken(v) {
		return nil
	}
	return v
}

// extendAll extends the chains cs by the statements of list, and reports
// whether they go on after it.
func (f *finder) extendAll(cs []chain, list []ast.Stmt) ([]chain, bool) {
	for _, stmt := range list {
		var ok bool
		if cs, ok = f.extend(cs, stmt); !ok {
			return cs, false
		}
	}
	return cs, true
}

// extend adds the appends of stmt to the chains cs, one more per branch
// of an if with an else, and reports whether they go on after it.
func (f *finder) extend(cs []chain, stmt ast.Stmt) ([]chain, bool) {
	switch s := stmt.(type) {
	case *ast.AssignStmt:
		if s.Tok == token.ADD_ASSIGN && len(s.Lhs) == 1 && f.pass.TypesInfo.Uses[lhsIdent(s.Lhs[0])] == cs[0].v {
			for i := range cs {
				cs[i].parts = append(slices.Clip(cs[i].parts), s.Rhs[0])
			}
			return cs, true
		}
	case *ast.IfStmt:
		if s.Init != nil {
			break
		}
		then, ok := f.extendAll(cloneChains(cs), s.Body.List)
		if !ok {
			return cs, false
		}
		els := cs
		switch e := s.Else.(type) {
		case *ast.BlockStmt:
			els, ok = f.extendAll(cloneChains(cs), e.List)
		case *ast.IfStmt:
			els, ok = f.extend(cloneChains(cs), e)
		}
		if !ok || len(then)+len(els) > maxChainForks {
			return cs, false
		}
		// The condition says what the code has tested of the parts a
		// branch appends, in the branch it holds in and the one it does not.
		if f.writes(s.Body, cs[0].v) {
			for i := range then {
				then[i].guards = append(slices.Clip(then[i].guards), s.Cond)
			}
		}
		if s.Else == nil {
			return then, true
		}
		if f.writes(s.Else, cs[0].v) {
			not := &ast.UnaryExpr{OpPos: s.Cond.Pos(), Op: token.NOT, X: s.Cond}
			for i := range els {
				els[i].guards = append(slices.Clip(els[i].guards), not)
			}
		}
		return append(then, els...), true
	case *ast.ExprStmt:
		if call, ok := ast.Unparen(s.X).(*ast.CallExpr); ok {
			if v, part := f.builderWrite(call); v != nil && v == cs[0].v {
				for i := range cs {
					cs[i].parts = append(slices.Clip(cs[i].parts), part)
				}
				return cs, true
			}
		}
	case *ast.ReturnStmt, *ast.BranchStmt:
		return cs, false
	}
	if !expr.IsString(cs[0].v.Type()) && !f.readsOnly(stmt, cs[0].v) {
		return cs, false
	}
	return cs, !f.writes(stmt, cs[0].v)
}

// cloneChains copies cs so that a branch extends its own.
func cloneChains(cs []chain) []chain {
	out := make([]chain, len(cs))
	for i, c := range cs {
		out[i] = chain{v: c.v, parts: slices.Clone(c.parts), guards: slices.Clone(c.guards)}
	}
	return out
}

// writes reports whether n writes v, or may: an assignment to it, a
// closure or a statement that uses its address.
func (f *finder) writes(n ast.Node, v *types.Var) bool {
	info := f.pass.TypesInfo
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if id := lhsIdent(l); id != nil && info.ObjectOf(id) == v {
					found = true
				}
			}
		case *ast.RangeStmt:
			for _, e := range []ast.Expr{n.Key, n.Value} {
				if id := lhsIdent(e); id != nil && info.ObjectOf(id) == v {
					found = true
				}
			}
		case *ast.FuncLit:
			found = found || refersTo(info, n, v)
		}
		return !found
	})
	return found
}

// lhsIdent returns the identifier e is, past parentheses, or nil.
func lhsIdent(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// addChain records the build of the chain c, which starts at stmt.
func (f *finder) addChain(c *chain, stmt ast.Stmt) {
	var b expr.Builder
	parts := slices.DeleteFunc(slices.Clone(c.parts), func(e ast.Expr) bool { return e == nil })
	for _, part := range parts {
		tv := f.pass.TypesInfo.Types[part]
		if v, ok := f.Value(part); ok {
			b.Append(&v, 0, len(v.Text()))
		} else if tv.Value != nil && tv.Value.Kind() == constant.Int {
			r, _ := constant.Int64Val(tv.Value)
			b.Opaque(part.Pos(), part.End(), string(rune(r))) // b.WriteByte('/')
		} else {
			b.HoleOf(part)
		}
	}
	v := b.Value()
	if v.Known() || !mayBuild(v.Text()) || len(parts) < 2 {
		return
	}
	f.builds = append(f.builds, &Build{Kind: BuildConcat, Expr: c.parts[1], Value: v, Parts: parts, Parent: stmt, Guards: c.guards, InTest: f.isTest(stmt)})
}
