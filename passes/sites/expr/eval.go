package expr

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// MaxDepth bounds how far an Evaluator follows constants, variables and
// calls.
const MaxDepth = 8

// An Evaluator tells what is known of the string values of a package's
// expressions, following constants, variables assigned once and
// functions that return a constant, with the source of every byte.
type Evaluator struct {
	info *types.Info
	flow *Flow
	// formatParam gives the format parameter of a function that passes
	// its format on to fmt.Sprintf, or -1.
	formatParam func(*types.Func) int
}

// NewEvaluator returns an Evaluator of the package that info describes,
// whose Flow must see every node of the package's files before any value
// is asked for. formatParam, if not nil, gives the index of the format
// parameter of a function that passes its format on to fmt.Sprintf, or
// -1: a call of it is evaluated as the fmt.Sprintf it makes.
func NewEvaluator(info *types.Info, formatParam func(*types.Func) int) *Evaluator {
	return &Evaluator{info: info, flow: newFlow(info), formatParam: formatParam}
}

// Flow returns the def-use tables the Evaluator follows.
func (f *Evaluator) Flow() *Flow { return f.flow }

// Value returns what is known of the string e evaluates to. It reports
// false when nothing of it is known, or when e is not a string.
func (f *Evaluator) Value(e ast.Expr) (Value, bool) {
	var b Builder
	f.build(&b, e, 0)
	v := b.Value()
	return v, !allHoles(&v)
}

// Eval is Value for a caller that follows expressions itself, depth
// steps in so far out of MaxDepth: it returns the value even when it is
// all holes.
func (f *Evaluator) Eval(e ast.Expr, depth int) Value {
	var b Builder
	f.build(&b, e, depth)
	return b.Value()
}

// ConstValue is Value for an expression that must be constant.
func (f *Evaluator) ConstValue(e ast.Expr) (Value, bool) {
	tv := f.info.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return Value{}, false
	}
	var b Builder
	f.constant(&b, e, constant.StringVal(tv.Value), 0)
	return b.Value(), true
}

func allHoles(v *Value) bool {
	for _, s := range v.segs {
		if s.kind != segHole {
			return false
		}
	}
	return true
}

// Operands returns the operands of a chain of "+", in order, or e.
func Operands(e ast.Expr) []ast.Expr {
	sum, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || sum.Op != token.ADD {
		return []ast.Expr{e}
	}
	return append(Operands(sum.X), sum.Y)
}

// IsString reports whether t is a string type, named or not.
func IsString(t types.Type) bool {
	if t == nil {
		return false
	}
	if tp, ok := t.(*types.TypeParam); ok {
		return stringsOnly(tp.Constraint())
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// stringsOnly reports whether every type of the constraint's type set is
// a string: ~string, string | ~string, a constraint embedding one.
func stringsOnly(constraint types.Type) bool {
	iface, ok := constraint.Underlying().(*types.Interface)
	if !ok || iface.NumEmbeddeds() == 0 {
		return false
	}
	for i := range iface.NumEmbeddeds() {
		switch e := iface.EmbeddedType(i).(type) {
		case *types.Union:
			for j := range e.Len() {
				if !IsString(e.Term(j).Type()) {
					return false
				}
			}
		default:
			if _, isIface := e.Underlying().(*types.Interface); isIface {
				if !stringsOnly(e) {
					return false
				}
			} else if !IsString(e) {
				return false
			}
		}
	}
	return true
}

// build adds e to b: its constant text where it is constant, holes where
// it is not.
func (f *Evaluator) build(b *Builder, e ast.Expr, depth int) {
	e = ast.Unparen(e)
	info := f.info
	tv := info.Types[e]
	if tv.Value != nil && tv.Value.Kind() == constant.String {
		f.constant(b, e, constant.StringVal(tv.Value), depth)
		return
	}
	if tv.Type == nil || !IsString(tv.Type) || depth > MaxDepth {
		b.hole(e.Pos(), e.End(), "x")
		return
	}
	switch e := e.(type) {
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			// The operands of a long "+" chain nest deep, but no
			// indirection is followed: depth counts only those.
			f.build(b, e.X, depth)
			f.build(b, e.Y, depth)
			return
		}
	case *ast.Ident:
		if v, ok := info.Uses[e].(*types.Var); ok {
			if init := f.flow.SingleValue(v); init != nil {
				f.build(b, init, depth+1)
				return
			}
		}
	case *ast.CallExpr:
		if tv := info.Types[e.Fun]; tv.IsType() && len(e.Args) == 1 {
			f.build(b, e.Args[0], depth+1) // a conversion
			return
		}
		fn := typeutil.StaticCallee(info, e)
		if fn == nil {
			break
		}
		if ret, ok := f.flow.returns[fn.Origin()]; ok {
			f.build(b, ret, depth+1)
			return
		}
		at := -1
		if fn.FullName() == "fmt.Sprintf" {
			at = 0
		} else if f.formatParam != nil && ReturnsString(fn) {
			at = f.formatParam(fn.Origin())
		}
		if at >= 0 && at < len(e.Args) && !e.Ellipsis.IsValid() {
			if format, ok := f.formatValue(e.Args[at], depth); ok {
				f.addFormat(b, &format, e.Args[at+1:], depth+1)
				return
			}
		}
	}
	b.holeOf(e, e.Pos(), e.End(), "x")
}

// FormatValue returns the format e when it is known in full: a
// constant, a variable assigned once from one ("formatString :=
// "%s/query?q=%s"), or an unexported field written once with one.
func (f *Evaluator) FormatValue(e ast.Expr) (Value, bool) { return f.formatValue(e, 0) }

func (f *Evaluator) formatValue(e ast.Expr, depth int) (Value, bool) {
	if v, ok := f.ConstValue(e); ok {
		return v, true
	}
	if init := f.flow.FieldConstant(e); init != nil {
		return f.ConstValue(init) // fmt.Sprintf(b.format, …)
	}
	if depth > MaxDepth || !IsString(f.info.TypeOf(e)) {
		return Value{}, false
	}
	var b Builder
	f.build(&b, e, depth+1)
	v := b.Value()
	return v, v.Known()
}

// Source returns what the string variable e holds when it is assigned
// once: the expression assigned, or the call whose first result it is
// ("h, err := os.Hostname()"), followed through such variables. It
// returns e itself otherwise.
func (f *Evaluator) Source(e ast.Expr) ast.Expr {
	fl := f.flow
	for range MaxDepth {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return e
		}
		v, ok := fl.info.Uses[id].(*types.Var)
		if !ok {
			return e
		}
		next := fl.SingleValue(v)
		if next == nil && fl.writes[v] == 1 && !fl.addrTaken[v] {
			next = fl.firstOf[v]
		}
		if next == nil {
			return e
		}
		e = next
	}
	return e
}

// ReturnsString reports whether fn returns one string: a format helper
// that does gives the string it formats.
func ReturnsString(fn *types.Func) bool {
	res := fn.Signature().Results()
	return res.Len() == 1 && IsString(res.At(0).Type())
}

// constArg adds the text a verb without flags writes for a constant
// argument e, when it is a string for %s or %v, or an integer for %d or
// %v, and reports whether it did.
func (f *Evaluator) constArg(b *Builder, verb byte, e ast.Expr) bool {
	if e == nil {
		return false
	}
	tv := f.info.Types[e]
	switch {
	case tv.Value == nil:
		return false
	case tv.Value.Kind() == constant.String && (verb == 's' || verb == 'v'):
		f.constant(b, e, constant.StringVal(tv.Value), 0)
		return true
	case tv.Value.Kind() == constant.Int && (verb == 'd' || verb == 'v'):
		b.Opaque(e.Pos(), e.End(), tv.Value.ExactString())
		return true
	}
	return false
}

// inline adds the value of the string e, written by "%s", when some of
// it is known; a verb of an unknown string stays one hole, at the verb.
func (f *Evaluator) inline(b *Builder, e ast.Expr, depth int) bool {
	if e == nil || !IsString(f.info.TypeOf(e)) || depth > MaxDepth {
		return false
	}
	var in Builder
	f.build(&in, e, depth+1)
	v := in.Value()
	if allHoles(&v) {
		return false
	}
	for i := range v.segs {
		v.segs[i].viaVerb = true
	}
	b.Append(&v, 0, len(v.text))
	return true
}

// constant adds the constant e, whose value is val, mapping its bytes to
// the literals they come from when it can.
func (f *Evaluator) constant(b *Builder, e ast.Expr, val string, depth int) {
	textLen, segs := b.mark()
	if f.mapConst(b, e, depth) && b.text.Len()-textLen == len(val) {
		return
	}
	b.reset(textLen, segs)
	b.Opaque(e.Pos(), e.End(), val)
}

// mapConst adds the constant expression e literal by literal, following
// named constants of this package to their declarations. It reports false
// when some part has no literal of this package behind it.
func (f *Evaluator) mapConst(b *Builder, e ast.Expr, depth int) bool {
	if depth > MaxDepth {
		return false
	}
	info := f.info
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		tv := info.Types[e]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			return false
		}
		b.Literal(e, 0, constant.StringVal(tv.Value))
		return true
	case *ast.BinaryExpr:
		return e.Op == token.ADD && f.mapConst(b, e.X, depth) && f.mapConst(b, e.Y, depth)
	case *ast.Ident:
		return f.mapNamedConst(b, info.Uses[e], depth)
	case *ast.SelectorExpr:
		return f.mapNamedConst(b, info.Uses[e.Sel], depth)
	case *ast.CallExpr:
		if tv := info.Types[e.Fun]; tv.IsType() && len(e.Args) == 1 {
			return f.mapConst(b, e.Args[0], depth+1)
		}
	}
	return false
}

func (f *Evaluator) mapNamedConst(b *Builder, obj types.Object, depth int) bool {
	c, ok := obj.(*types.Const)
	if !ok {
		return false
	}
	decl, ok := f.flow.constExpr[c]
	return ok && f.mapConst(b, decl, depth+1)
}

// Format returns the value of fmt.Sprintf(format, args...): the format's
// text, with a hole for each verb whose argument is not known.
func (f *Evaluator) Format(format *Value, args []ast.Expr) Value {
	var b Builder
	f.addFormat(&b, format, args, 0)
	return b.Value()
}

// addFormat adds the value of fmt.Sprintf(format, …): the format's text,
// with a hole for each verb. "%%" stands for one '%' that no edit may
// touch.
//
// args are the arguments of the verbs, in order; a hole knows its verb's
// argument unless a verb takes an explicit index or a '*' width.
func (f *Evaluator) addFormat(b *Builder, format *Value, args []ast.Expr, depth int) {
	text := format.text
	start := 0
	arg := 0
	for i := 0; i < len(text); i++ {
		if text[i] != '%' {
			continue
		}
		b.Append(format, start, i)
		j := i + 1
		for j < len(text) && strings.IndexByte("+-# 0123456789.*[]", text[j]) >= 0 {
			j++
		}
		if j == len(text) {
			start = i
			break
		}
		verbEnd := j + 1
		pos, end := format.Pos(i, verbEnd)
		if strings.ContainsAny(text[i:j], "[*") {
			args = nil // the verbs no longer take the arguments in order
		}
		var e ast.Expr
		if verb := text[j]; verb != '%' || j != i+1 {
			if arg < len(args) {
				e = args[arg]
			}
			arg++
		}
		switch verb := text[j]; {
		case verb == '%' && j == i+1:
			b.Opaque(pos, end, "%")
		case j == i+1 && f.constArg(b, verb, e):
			// A constant argument: fmt.Sprintf("amqp://%s:%s@…", "u", "pw").
		case j == i+1 && (verb == 's' || verb == 'v') && f.inline(b, e, depth):
			// A string known in part: addr := host + ":" + port.
		case strings.IndexByte("dboxXcU", verb) >= 0:
			b.verbOf(verb, e, pos, end, "0")
		default:
			b.verbOf(verb, e, pos, end, "x")
		}
		start = verbEnd
		i = verbEnd - 1
	}
	if start < len(text) {
		b.Append(format, start, len(text))
	}
}
