package sites

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/passes/sites/expr"
)

// SinksFlag is the name of the site finder's flag that declares the
// project's own sinks: "-sinks" to the command and to go vet, "sinks" in
// the golangci-lint settings, "-sites.sinks" to a driver that lists the
// site finder itself.
const SinksFlag = "sinks"

// SinksUsage is the usage of the sinks flag, for a driver that has one.
const SinksUsage = "comma-separated `list` of the project's functions, methods and struct fields that take a URI: " +
	`"example.com/pkg.Fetch", "(*example.com/pkg.Client).Get#1", "(example.com/pkg.Getter).Get", ` +
	`"example.com/pkg.Config.Endpoint", with ":reference" after an entry whose URI may be relative`

// NewAnalyzer returns a new site finder: an analyzer that finds the
// strings of a package used as URIs, with flags of its own (the sinks a
// configuration declares, see DeclaredSinks). There is no shared one: the
// checks of one run share the finder they were made with, and reach its
// result only through that finder, so that no check can read the result
// of another.
func NewAnalyzer() *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name:       "sites",
		Doc:        "find the strings used as URIs\n\nThe sites analyzer lists the string values of a package that reach a URI, with what their use needs and the source position of each byte, for the other checks. It reports nothing itself.",
		URL:        "https://pkg.go.dev/github.com/urilint/urilint/passes/sites",
		ResultType: reflect.TypeFor[*Result](),
		FactTypes:  []analysis.Fact{new(SinkFact), new(FormatFact)},
		Run:        run,
	}
	a.Flags.Var(new(DeclaredSinks), SinksFlag, SinksUsage)
	return a
}

// DeclaredSinks is the value of the "sinks" flag: the functions, methods and
// struct fields of the project that take a URI, which the site finder
// cannot learn from their code (an interface, reflection, code generated
// or written elsewhere). Each Set adds a comma-separated list of entries:
//
//	example.com/pkg.Fetch               a function: its first string parameter
//	example.com/pkg.Fetch#2             its parameter 2, counted from 0
//	(*example.com/pkg.Client).Get       a method, spelled as types.Func.FullName
//	(example.com/pkg.Getter).Get        an interface method: calls through it
//	example.com/pkg.Config.Endpoint     a string field of a struct type
//
// A function or method is named as (*types.Func).FullName spells it, less
// type parameters. A value passed there is read as an absolute URI, which
// needs a scheme (RFC 3986 §4.3); ":reference" after the entry says it
// may be a relative reference too, as a path given to a client with a
// base URL is. An entry that does not parse is an error of Set; one that
// names nothing of its package, or no string parameter or field, is an
// error of the analysis of that package.
type DeclaredSinks struct {
	entries []*declaredEntry
	// byName indexes the entries by their last identifier, so that only
	// the functions of that name have their full name built.
	byName map[string][]*declaredEntry
}

type declaredEntry struct {
	text  string // as written, for messages
	key   string // the name, without "#N" and ":role"
	last  string // the function, method or field name
	pkg   string // the package path, when the name says it for sure
	index int    // -1: the first string parameter
	need  Need
}

// String returns the entries, comma-separated.
func (s *DeclaredSinks) String() string {
	if s == nil {
		return ""
	}
	texts := make([]string, len(s.entries))
	for i, e := range s.entries {
		texts[i] = e.text
	}
	return strings.Join(texts, ",")
}

// Set adds the entries of a comma-separated list. Empty entries are
// skipped.
func (s *DeclaredSinks) Set(list string) error {
	var add []*declaredEntry
	for text := range strings.SplitSeq(list, ",") {
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		e, err := parseEntry(text)
		if err != nil {
			return err
		}
		add = append(add, e)
	}
	if s.byName == nil {
		s.byName = make(map[string][]*declaredEntry)
	}
	for _, e := range add {
		s.entries = append(s.entries, e)
		s.byName[e.last] = append(s.byName[e.last], e)
	}
	return nil
}

// Len returns the number of entries.
func (s *DeclaredSinks) Len() int { return len(s.entries) }

func parseEntry(text string) (*declaredEntry, error) {
	bad := func(why string) error {
		return fmt.Errorf("sink %q: %s (want \"pkg/path.Func\", \"(*pkg/path.Type).Method\", \"pkg/path.Type.Field\", then \"#N\" for parameter N, and \":reference\" for a URI that may be relative)", text, why)
	}
	e := &declaredEntry{text: text, index: -1, need: Need{Grammar: GrammarReference, Absolute: true}}
	name := text
	if before, role, ok := strings.Cut(name, ":"); ok {
		switch role {
		case "reference":
			e.need.Absolute = false
		case "absolute":
		default:
			return nil, bad(fmt.Sprintf("unknown role %q, want \"absolute\" or \"reference\"", role))
		}
		name = before
	}
	if before, n, ok := strings.Cut(name, "#"); ok {
		i, err := strconv.Atoi(n)
		if err != nil || i < 0 || strings.HasPrefix(n, "+") {
			return nil, bad(fmt.Sprintf("parameter %q is not a number from 0", n))
		}
		e.index = i
		name = before
	}
	if strings.ContainsAny(name, " \t[]") {
		return nil, bad("a name holds no spaces or type parameters")
	}
	e.key = name
	if recv, ok := strings.CutPrefix(name, "("); ok {
		// (*pkg/path.T).M or (pkg/path.T).M
		typ, method, ok := strings.Cut(recv, ").")
		typ = strings.TrimPrefix(typ, "*")
		dot := strings.LastIndexByte(typ, '.')
		if !ok || dot <= 0 || !token.IsIdentifier(typ[dot+1:]) || !token.IsIdentifier(method) {
			return nil, bad("a method is written (*pkg/path.Type).Method")
		}
		e.pkg, e.last = typ[:dot], method
		return e, nil
	}
	slash := strings.LastIndexByte(name, '/')
	parts := strings.Split(name[slash+1:], ".")
	if len(parts) < 2 || parts[0] == "" {
		return nil, bad("no package path")
	}
	for _, p := range parts[1:] {
		if !token.IsIdentifier(p) {
			return nil, bad(fmt.Sprintf("%q is not an identifier", p))
		}
	}
	e.last = parts[len(parts)-1]
	return e, nil
}

// declared is what a run knows of the declared sinks.
type declared struct {
	sinks  *DeclaredSinks
	params map[*types.Func][]Param // nil for a function declared not
}

// newDeclared returns the declared sinks of the pass's analyzer, nil if
// there are none, and a *SinksError for the entries that name something
// of this package that is not there or takes no string. The other
// entries are used all the same.
func newDeclared(pass *analysis.Pass) (*declared, error) {
	fl := pass.Analyzer.Flags.Lookup(SinksFlag)
	if fl == nil {
		return nil, nil
	}
	s, ok := fl.Value.(*DeclaredSinks)
	if !ok || s.Len() == 0 {
		return nil, nil
	}
	d := &declared{sinks: s, params: make(map[*types.Func][]Param)}
	var errs []error
	for _, e := range s.entries {
		if err := d.check(pass.Pkg, e); err != nil {
			errs = append(errs, err)
		}
	}
	if errs != nil {
		return d, &SinksError{errors.Join(errs...)}
	}
	return d, nil
}

// SinksError is the error of entries of the "sinks" flag that name
// something of the package analyzed that it does not have, or that takes
// no string.
type SinksError struct{ Err error }

func (e *SinksError) Error() string { return e.Err.Error() }
func (e *SinksError) Unwrap() error { return e.Err }

// TakeErr returns the *SinksError of the package, if any, to its first
// caller only: the site finder does not fail, so that the sinks declared
// right are used, and the check that takes the error fails with it, which
// a driver shows, where it would say no more than "failed prerequisites"
// of a failed site finder. The other checks of the package run as usual.
func (r *Result) TakeErr() error { return r.declErr.take() }

// takeOnce holds an error that one caller takes.
type takeOnce struct {
	mu  sync.Mutex
	err error
}

func newTakeOnce(err error) *takeOnce {
	if err == nil {
		return nil
	}
	return &takeOnce{err: err}
}

func (t *takeOnce) take() error {
	if t == nil {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	err := t.err
	t.err = nil
	return err
}

// check reports what is wrong with e if it names something of pkg.
func (d *declared) check(pkg *types.Package, e *declaredEntry) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("sink %q: "+format, append([]any{e.text}, args...)...)
	}
	var rest []string
	switch {
	case e.pkg != "":
		if e.pkg != pkg.Path() {
			return nil
		}
		typ, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(e.key, "("), "*"), ")")
		rest = []string{typ[len(pkg.Path())+1:], e.last}
	default:
		r, ok := strings.CutPrefix(e.key, pkg.Path()+".")
		if !ok || strings.Contains(r, "/") {
			return nil
		}
		rest = strings.Split(r, ".")
		if len(rest) > 2 {
			return nil // a package whose path goes on with a dot
		}
	}
	obj := pkg.Scope().Lookup(rest[0])
	if len(rest) == 1 {
		fn, ok := obj.(*types.Func)
		if !ok {
			return bad("package %s has no function %s", pkg.Path(), rest[0])
		}
		_, err := d.funcParams(fn, e)
		return err
	}
	tn, ok := obj.(*types.TypeName)
	if !ok {
		return bad("package %s has no type %s", pkg.Path(), rest[0])
	}
	if e.pkg == "" {
		// pkg/path.T.F: a field.
		if st, ok := tn.Type().Underlying().(*types.Struct); ok {
			for v := range st.Fields() {
				if v.Name() != rest[1] {
					continue
				}
				if e.index >= 0 {
					return bad("%s is a field: it has no parameters", rest[1])
				}
				if !expr.IsString(v.Type()) {
					return bad("field %s is of type %s, not a string", rest[1], v.Type())
				}
				return nil
			}
		}
	}
	t := tn.Type()
	if !types.IsInterface(t) {
		t = types.NewPointer(t)
	}
	m, _, _ := types.LookupFieldOrMethod(t, false, pkg, rest[1])
	if _, ok := m.(*types.Var); ok {
		if e.pkg != "" {
			return bad("%s is a field, written %s.%s.%s", rest[1], pkg.Path(), rest[0], rest[1])
		}
		return bad("field %s is promoted from an embedded struct: name the struct that declares it", rest[1])
	}
	fn, ok := m.(*types.Func)
	if !ok {
		return bad("type %s of package %s has no field or method %s", rest[0], pkg.Path(), rest[1])
	}
	if k := declaredKey(fn); k != e.key {
		return bad("the method is written %s", k)
	}
	_, err := d.funcParams(fn, e)
	return err
}

// funcParams returns the parameter that entry e declares of fn.
func (d *declared) funcParams(fn *types.Func, e *declaredEntry) ([]Param, error) {
	params := fn.Signature().Params()
	i := e.index
	if i < 0 {
		for j := range params.Len() {
			if expr.IsString(params.At(j).Type()) {
				i = j
				break
			}
		}
		if i < 0 {
			return nil, fmt.Errorf("sink %q: %s has no string parameter", e.text, e.key)
		}
	}
	if i >= params.Len() {
		return nil, fmt.Errorf("sink %q: %s has %d parameters, counted from 0", e.text, e.key, params.Len())
	}
	v := params.At(i)
	if !expr.IsString(v.Type()) || fn.Signature().Variadic() && i == params.Len()-1 {
		return nil, fmt.Errorf("sink %q: parameter %d of %s is of type %s, not a string", e.text, i, e.key, v.Type())
	}
	name := v.Name()
	if name == "" || name == "_" {
		name = "#" + strconv.Itoa(i)
	}
	return []Param{{Index: i, Name: name, Need: e.need, Evidence: EvidenceSink, Sink: e.key}}, nil
}

// lookup returns the parameters declared of fn, nil if none.
func (d *declared) lookup(fn *types.Func) []Param {
	if p, ok := d.params[fn]; ok {
		return p
	}
	var p []Param
	if entries := d.sinks.byName[fn.Name()]; entries != nil {
		key := declaredKey(fn)
		for _, e := range entries {
			if e.key == key {
				q, err := d.funcParams(fn, e)
				if err == nil && !hasParam(p, q[0].Index) {
					p = append(p, q...)
				}
			}
		}
	}
	d.params[fn] = p
	return p
}

// field returns what the declared field typeName.field needs.
func (d *declared) field(typeName, field string) (Need, bool) {
	for _, e := range d.sinks.byName[field] {
		if e.pkg == "" && e.index < 0 && e.key == typeName+"."+field {
			return e.need, true
		}
	}
	return Need{}, false
}

func hasParam(ps []Param, index int) bool {
	for _, p := range ps {
		if p.Index == index {
			return true
		}
	}
	return false
}

// declaredKey names fn as an entry does: types.Func's FullName less type
// parameters; "" for a method of an unnamed type.
func declaredKey(fn *types.Func) string {
	if fn.Pkg() == nil {
		return ""
	}
	recv := fn.Signature().Recv()
	if recv == nil {
		return fn.Pkg().Path() + "." + fn.Name()
	}
	t, ptr := recv.Type(), ""
	if p, ok := t.(*types.Pointer); ok {
		t, ptr = p.Elem(), "*"
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return "(" + ptr + n.Obj().Pkg().Path() + "." + n.Obj().Name() + ")." + fn.Name()
}

// params returns the URI parameters of fn: those known (see knownParams),
// and those declared of it for the other parameters.
func (f *finder) params(fn *types.Func) []Param {
	known := f.knownParams(fn)
	if f.declared == nil {
		return known
	}
	decl := f.declared.lookup(fn)
	if decl == nil {
		return known
	}
	out := known
	for _, p := range decl {
		if !hasParam(known, p.Index) {
			out = append(out[:len(out):len(out)], p)
		}
	}
	return out
}

// declaredCall keeps a call that StaticCallee does not resolve when its
// callee is a declared sink: a call through an interface method.
func (f *finder) declaredCall(at nodeAt, call *ast.CallExpr) {
	fn, ok := typeutil.Callee(f.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || f.declared.lookup(fn) == nil {
		return
	}
	f.calls = append(f.calls, callAt{nodeAt: at, call: call, fn: fn})
}
