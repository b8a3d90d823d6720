package expr

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// A Flow holds what one scan of the package tells about where strings
// come from: the expressions that define constants, the variables assigned
// exactly once, and the functions that return a constant. It stands in
// for SSA: a def-use count is all the evaluation needs, and it costs a
// fraction of building SSA.
type Flow struct {
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
	params    map[*types.Var]ParamRef  // parameters of the package's functions
	// firstOf holds the calls whose first result a variable is declared
	// with, h in "h, err := os.Hostname()".
	firstOf map[*types.Var]ast.Expr
	// fieldWrites counts the writes of the package's unexported string
	// fields, and fieldInit holds what the last one wrote.
	fieldWrites map[*types.Var]int
	fieldInit   map[*types.Var]ast.Expr
	rows        map[*ast.CompositeLit]bool // the elements of slice, array and map literals
	// inTest: the file Add sees is a test file; tests are the files that
	// are.
	inTest bool
	tests  []*ast.File
}

// InTest tells the Flow that the nodes Add sees next are of file, a test
// file or not. The fields' writes and reads in tests are left out: go vet
// sees a package with its tests and other drivers without, and the
// code outside tests must be judged alike in both.
func (f *Flow) InTest(file *ast.File, test bool) {
	f.inTest = test
	if test {
		f.tests = append(f.tests, file)
	}
}

// A ParamRef locates a parameter of a function of the package.
type ParamRef struct {
	Func  *types.Func
	Index int
}

func newFlow(info *types.Info) *Flow {
	return &Flow{
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
		params:    make(map[*types.Var]ParamRef),
		firstOf:   make(map[*types.Var]ast.Expr),

		fieldWrites: make(map[*types.Var]int),
		fieldInit:   make(map[*types.Var]ast.Expr),
		rows:        make(map[*ast.CompositeLit]bool),
	}
}

// Add records what the node n tells of where strings come from. The
// answers hold once Add has seen every node of the package's files.
func (f *Flow) Add(n ast.Node) {
	switch n := n.(type) {
	case *ast.FuncDecl:
		f.funcDecl(n)
	case *ast.GenDecl:
		f.genDecl(n)
	case *ast.ValueSpec:
		f.valueSpec(n)
	case *ast.AssignStmt:
		f.assign(n)
	case *ast.RangeStmt:
		f.rangeStmt(n)
	case *ast.UnaryExpr:
		f.unary(n)
	case *ast.CompositeLit:
		f.compositeLit(n)
	}
}

// stringField returns the unexported string field that e selects, if
// any: only the package itself writes one.
func (f *Flow) stringField(e ast.Expr) *types.Var {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s := f.info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return nil
	}
	v := s.Obj().(*types.Var).Origin()
	if v.Exported() || !IsString(v.Type()) {
		return nil
	}
	return v
}

// compositeLit counts the writes of a struct literal to unexported
// string fields, keyed or not, and marks the rows of a table.
func (f *Flow) compositeLit(lit *ast.CompositeLit) {
	if f.inTest {
		return
	}
	t := typeOfLit(f.info, lit)
	switch t.Underlying().(type) {
	case *types.Slice, *types.Array, *types.Map:
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if u, ok := elt.(*ast.UnaryExpr); ok && u.Op == token.AND {
				elt = u.X
			}
			if row, ok := elt.(*ast.CompositeLit); ok {
				f.rows[row] = true
			}
		}
		return
	}
	// A row of a table is one of many values of its fields, and a
	// struct type of no name is a test case's or a one-off's.
	named, ok := types.Unalias(t).(*types.Named)
	st, isStruct := t.Underlying().(*types.Struct)
	if !isStruct {
		return
	}
	many := f.rows[lit] || !ok || named.Obj().Pkg() == nil
	for i, elt := range lit.Elts {
		var field *types.Var
		value := elt
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			id, ok := kv.Key.(*ast.Ident)
			if !ok {
				continue
			}
			field, _ = f.info.Uses[id].(*types.Var)
			value = kv.Value
		} else if i < st.NumFields() {
			field = st.Field(i)
		}
		if field == nil || field.Exported() || !IsString(field.Type()) {
			continue
		}
		field = field.Origin()
		f.fieldWrites[field]++
		if many {
			f.fieldWrites[field]++
		}
		f.fieldInit[field] = value
	}
}

// typeOfLit returns the type of a composite literal, or an invalid type.
func typeOfLit(info *types.Info, lit *ast.CompositeLit) types.Type {
	if t := info.TypeOf(lit); t != nil {
		return t
	}
	return types.Typ[types.Invalid]
}

// FieldConstant returns the constant that the package's code outside
// tests writes, once, to the unexported string field e selects, when e
// is outside tests: the format of a scraper, set where it is made
// (&bing{fmtstr: "https://…?q=%s"}) and read where it is used. Nil when
// the field is written more than once, written otherwise, or its
// address taken.
func (f *Flow) FieldConstant(e ast.Expr) ast.Expr {
	v := f.stringField(e)
	if v == nil || f.fieldWrites[v] != 1 || f.addrTaken[v] {
		return nil
	}
	for _, file := range f.tests {
		if file.FileStart <= e.Pos() && e.Pos() < file.FileEnd {
			return nil // a test may write other values
		}
	}
	init := f.fieldInit[v]
	if tv := f.info.Types[init]; tv.Value == nil || tv.Value.Kind() != constant.String {
		return nil
	}
	return init
}

// varOf returns the string variable id names, if any: only strings can
// flow into a site, so only they are tracked.
func (f *Flow) varOf(id *ast.Ident) *types.Var {
	if id.Name == "_" {
		return nil
	}
	v, _ := f.info.ObjectOf(id).(*types.Var)
	if v == nil || !IsString(v.Type()) {
		return nil
	}
	return v
}

func (f *Flow) genDecl(d *ast.GenDecl) {
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

func (f *Flow) valueSpec(vs *ast.ValueSpec) {
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
func (f *Flow) ptrOf(id *ast.Ident) *types.Var {
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

// IndirectValue returns the one expression assigned to a variable that
// holds strings indirectly, a *string, []string or [N]string: a flag's
// flag.String(…), a list a range goes over. It returns nil unless there
// is exactly one.
func (f *Flow) IndirectValue(v *types.Var) ast.Expr {
	if f.ptrWrites[v] != 1 {
		return nil
	}
	return f.ptrInit[v]
}

func (f *Flow) assign(as *ast.AssignStmt) {
	for i, lhs := range as.Lhs {
		if v := f.stringField(lhs); v != nil {
			if f.inTest {
				continue
			}
			f.fieldWrites[v]++
			if len(as.Lhs) == len(as.Rhs) && as.Tok == token.ASSIGN {
				f.fieldInit[v] = as.Rhs[i]
			} else {
				f.fieldInit[v] = nil
			}
			continue
		}
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

func (f *Flow) rangeStmt(rs *ast.RangeStmt) {
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

func (f *Flow) unary(u *ast.UnaryExpr) {
	if u.Op != token.AND {
		return
	}
	if id, ok := ast.Unparen(u.X).(*ast.Ident); ok {
		if v := f.varOf(id); v != nil {
			f.addrTaken[v] = true
		}
	}
	if v := f.stringField(u.X); v != nil && !f.inTest {
		f.addrTaken[v] = true
	}
}

func (f *Flow) funcDecl(fd *ast.FuncDecl) {
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
			f.params[p] = ParamRef{fn, i}
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

// SingleValue returns the one expression ever assigned to the string
// variable v, if v is assigned exactly once and its address is never
// taken. A parameter has
// a value before any assignment, so it has none; nor has a variable whose
// one assignment reads it, "u = "http://" + u" in a closure.
func (f *Flow) SingleValue(v *types.Var) ast.Expr {
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

// Unconvert returns the operand of a conversion of a string to a string
// type, string(endpoint), and e itself otherwise.
func (f *Flow) Unconvert(e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !f.info.Types[call.Fun].IsType() {
		return e
	}
	if IsString(f.info.TypeOf(call)) && IsString(f.info.TypeOf(call.Args[0])) {
		return call.Args[0]
	}
	return e
}

// ParamOf returns the string parameter that e is, unchanged: the
// parameter itself, or a variable assigned once from it. It reports false
// when the parameter is written.
func (f *Flow) ParamOf(e ast.Expr) (ParamRef, bool) {
	for range 4 {
		e = f.Unconvert(e)
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return ParamRef{}, false
		}
		v, _ := f.info.Uses[id].(*types.Var)
		if v == nil || f.addrTaken[v] {
			return ParamRef{}, false
		}
		if p, ok := f.params[v]; ok {
			return p, f.writes[v] == 0
		}
		if e = f.SingleValue(v); e == nil {
			return ParamRef{}, false
		}
	}
	return ParamRef{}, false
}

// Param returns the parameter that v is, when v is a string parameter
// of a function of the package, variadic ones aside.
func (f *Flow) Param(v *types.Var) (ParamRef, bool) {
	p, ok := f.params[v]
	return p, ok
}

// Writes returns how many times the string variable v is written: by a
// declaration with a value, an assignment, or a range, which counts twice
// as it writes many values.
func (f *Flow) Writes(v *types.Var) int { return f.writes[v] }

// Assigned returns the expressions assigned to the string variable v, in
// source order: one per write, but for the writes from a call of several
// results and those of a range.
func (f *Flow) Assigned(v *types.Var) []ast.Expr { return f.inits[v] }

// AddrTaken reports whether the address of the string variable v is
// taken: it may then be written anywhere.
func (f *Flow) AddrTaken(v *types.Var) bool { return f.addrTaken[v] }

// RangedOver returns what a range goes over when the string variable v
// is the value variable it declares, and nil otherwise.
func (f *Flow) RangedOver(v *types.Var) ast.Expr { return f.ranged[v] }
