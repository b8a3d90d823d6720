package sites

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// flow holds what one scan of the package tells about where strings come
// from: the expressions that define constants, the variables assigned
// exactly once, and the functions that return a constant. It stands in
// for SSA: a def-use count is all the site finder needs, and it costs a
// fraction of building SSA.
type flow struct {
	info      *types.Info
	constExpr map[*types.Const]ast.Expr
	writes    map[*types.Var]int
	init      map[*types.Var]ast.Expr
	inits     map[*types.Var][]ast.Expr // every expression assigned, for a variable assigned more than once
	ptrInit   map[*types.Var]ast.Expr   // *string and []string variables assigned once, such as a flag's
	ptrWrites map[*types.Var]int
	ranged    map[*types.Var]ast.Expr // the value variable of a range: what it ranges over
	addrTaken map[*types.Var]bool
	returns   map[*types.Func]ast.Expr // functions whose one statement returns a constant
	params    map[*types.Var]paramRef  // parameters of the package's functions
	// firstOf holds the calls whose first result a variable is declared
	// with, h in "h, err := os.Hostname()".
	firstOf map[*types.Var]ast.Expr
}

// paramRef locates a parameter: function and index.
type paramRef struct {
	fn    *types.Func
	index int
}

func newFlow(info *types.Info) *flow {
	return &flow{
		info:      info,
		constExpr: make(map[*types.Const]ast.Expr),
		writes:    make(map[*types.Var]int),
		init:      make(map[*types.Var]ast.Expr),
		inits:     make(map[*types.Var][]ast.Expr),
		ptrInit:   make(map[*types.Var]ast.Expr),
		ptrWrites: make(map[*types.Var]int),
		ranged:    make(map[*types.Var]ast.Expr),
		addrTaken: make(map[*types.Var]bool),
		returns:   make(map[*types.Func]ast.Expr),
		params:    make(map[*types.Var]paramRef),
		firstOf:   make(map[*types.Var]ast.Expr),
	}
}

// varOf returns the string variable id names, if any: only strings can
// flow into a site, so only they are tracked.
func (f *flow) varOf(id *ast.Ident) *types.Var {
	if id.Name == "_" {
		return nil
	}
	v, _ := f.info.ObjectOf(id).(*types.Var)
	if v == nil || !IsString(v.Type()) {
		return nil
	}
	return v
}

func (f *flow) genDecl(d *ast.GenDecl) {
	if d.Tok != token.CONST {
		return
	}
	var last []ast.Expr // a spec without values repeats the previous ones
	for _, spec := range d.Specs {
		vs := spec.(*ast.ValueSpec)
		if len(vs.Values) > 0 {
			last = vs.Values
		}
		if len(last) != len(vs.Names) {
			continue
		}
		for i, name := range vs.Names {
			if c, ok := f.info.Defs[name].(*types.Const); ok {
				f.constExpr[c] = last[i]
			}
		}
	}
}

func (f *flow) valueSpec(vs *ast.ValueSpec) {
	if len(vs.Values) != len(vs.Names) {
		return // no values, or a tuple from one call
	}
	for i, name := range vs.Names {
		if v := f.varOf(name); v != nil {
			f.writes[v]++
			f.init[v] = vs.Values[i]
			f.inits[v] = append(f.inits[v], vs.Values[i])
		} else if v := f.ptrOf(name); v != nil {
			f.ptrWrites[v]++
			f.ptrInit[v] = vs.Values[i]
		}
	}
}

// ptrOf returns the *string, []string or [N]string variable id names, if
// any: a flag's value, or a list a range may go over.
func (f *flow) ptrOf(id *ast.Ident) *types.Var {
	v, _ := f.info.ObjectOf(id).(*types.Var)
	if v == nil {
		return nil
	}
	switch t := v.Type().Underlying().(type) {
	case *types.Pointer:
		if IsString(t.Elem()) {
			return v
		}
	case *types.Slice:
		if IsString(t.Elem()) {
			return v
		}
	case *types.Array:
		if IsString(t.Elem()) {
			return v
		}
	}
	return nil
}

// pointerInit returns the one expression a *string or []string variable
// is set to.
func (f *flow) pointerInit(v *types.Var) ast.Expr {
	if f.ptrWrites[v] != 1 {
		return nil
	}
	return f.ptrInit[v]
}

func (f *flow) assign(as *ast.AssignStmt) {
	for i, lhs := range as.Lhs {
		id, ok := ast.Unparen(lhs).(*ast.Ident)
		if !ok {
			continue
		}
		if id.Name == "_" {
			continue
		}
		v := f.varOf(id)
		if v == nil {
			if p := f.ptrOf(id); p != nil {
				f.ptrWrites[p]++
				if len(as.Lhs) == len(as.Rhs) {
					f.ptrInit[p] = as.Rhs[i]
				}
			}
			continue
		}
		f.writes[v]++
		if i == 0 && len(as.Rhs) == 1 && len(as.Lhs) > 1 && as.Tok == token.DEFINE {
			f.firstOf[v] = as.Rhs[0]
		}
		if len(as.Lhs) == len(as.Rhs) && (as.Tok == token.DEFINE || as.Tok == token.ASSIGN) {
			f.init[v] = as.Rhs[i]
			f.inits[v] = append(f.inits[v], as.Rhs[i])
		}
	}
}

func (f *flow) rangeStmt(rs *ast.RangeStmt) {
	if id, ok := rs.Value.(*ast.Ident); ok && rs.Tok == token.DEFINE {
		if v := f.varOf(id); v != nil {
			f.ranged[v] = rs.X
		}
	}
	for _, e := range []ast.Expr{rs.Key, rs.Value} {
		if id, ok := e.(*ast.Ident); ok {
			if v := f.varOf(id); v != nil {
				f.writes[v] += 2 // many values
			}
		}
	}
}

func (f *flow) unary(u *ast.UnaryExpr) {
	if u.Op != token.AND {
		return
	}
	if id, ok := ast.Unparen(u.X).(*ast.Ident); ok {
		if v := f.varOf(id); v != nil {
			f.addrTaken[v] = true
		}
	}
}

func (f *flow) funcDecl(fd *ast.FuncDecl) {
	fn, ok := f.info.Defs[fd.Name].(*types.Func)
	if !ok {
		return
	}
	sig := fn.Signature()
	for i := range sig.Params().Len() {
		if sig.Variadic() && i == sig.Params().Len()-1 {
			break
		}
		if p := sig.Params().At(i); IsString(p.Type()) {
			f.params[p] = paramRef{fn, i}
		}
	}
	// A function whose body is one return of a constant string.
	if fd.Body != nil && len(fd.Body.List) == 1 && sig.Results().Len() == 1 {
		if ret, ok := fd.Body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
			if tv := f.info.Types[ret.Results[0]]; tv.Value != nil && tv.Value.Kind() == constant.String {
				f.returns[fn] = ret.Results[0]
			}
		}
	}
}

// singleValue returns the one expression ever assigned to v, if v is
// assigned exactly once and its address is never taken. A parameter has
// a value before any assignment, so it has none; nor has a variable whose
// one assignment reads it, "u = "http://" + u" in a closure.
func (f *flow) singleValue(v *types.Var) ast.Expr {
	if f.writes[v] != 1 || f.addrTaken[v] {
		return nil
	}
	if _, ok := f.params[v]; ok {
		return nil
	}
	init := f.init[v]
	if init == nil {
		return nil // assigned from a call's results
	}
	self := false
	ast.Inspect(init, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && f.info.Uses[id] == v {
			self = true
		}
		return !self
	})
	if self {
		return nil
	}
	return init
}

// param returns the parameter that e is, unchanged: the parameter itself,
// or a variable assigned once from it.
// unconvert returns the operand of a conversion of a string to a string
// type, string(endpoint), and e itself otherwise.
func (f *flow) unconvert(e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !f.info.Types[call.Fun].IsType() {
		return e
	}
	if IsString(f.info.TypeOf(call)) && IsString(f.info.TypeOf(call.Args[0])) {
		return call.Args[0]
	}
	return e
}

func (f *flow) param(e ast.Expr) (paramRef, bool) {
	for range 4 {
		e = f.unconvert(e)
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return paramRef{}, false
		}
		v, _ := f.info.Uses[id].(*types.Var)
		if v == nil || f.addrTaken[v] {
			return paramRef{}, false
		}
		if p, ok := f.params[v]; ok {
			return p, f.writes[v] == 0
		}
		if e = f.singleValue(v); e == nil {
			return paramRef{}, false
		}
	}
	return paramRef{}, false
}
