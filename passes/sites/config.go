package sites

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/passes/sites/expr"
)

// This file follows a value to where programs keep their URIs: the
// defaults of flags, struct tags and environment variables, the fields
// of configuration structs, and the rows of tables. Each gives more than
// one value an expression may have, its alternatives.

// An alt is one value an expression may have, and where it is written.
type alt struct {
	expr  ast.Expr   // the expression written; the tag for a tag's default
	value expr.Value // set for a struct tag's default
	test  bool       // written in a _test.go file
	// complete: the value is one of a set known in full, the elements of
	// a literal or what a package writes to a field, not a default that
	// a flag or the environment may override.
	complete bool
	// field: the value is written to a field, which code elsewhere may
	// read under a test of its scheme ("redis://" to one client,
	// "amqp://" to another): the sink's schemes do not hold for it.
	field bool
	// shaped: the field is one whose own demand the knowledge tables
	// give, a URL or host:port (client-go's rest.Config.Host): only
	// values shaped as URIs are held to the sink that reads it.
	shaped bool
}

// config is what the finder learns once of the package's configuration,
// when a value first needs it.
type config struct {
	fieldWrites map[*types.Var][]alt // string fields and variables: the values written to them
	selfWrite   map[*types.Var]bool  // written from themselves: trimmed, joined, rewritten
	flagCalls   map[*ast.CallExpr]ast.Expr
	fallbacks   map[*types.Func]int // functions that may return their parameter at this index
	tagNames    []tagName           // the defaults of struct tags, by the name of their field
}

// tagName is a struct tag's default and the name that binds it: the
// field's, or its environment variable's when that says URL.
type tagName struct {
	name  string
	value expr.Value
	tag   *ast.BasicLit
	test  bool
}

func (f *finder) config() *config {
	if f.cfg != nil {
		return f.cfg
	}
	c := &config{
		fieldWrites: make(map[*types.Var][]alt),
		selfWrite:   make(map[*types.Var]bool),
		flagCalls:   make(map[*ast.CallExpr]ast.Expr),
		fallbacks:   make(map[*types.Func]int),
	}
	f.cfg = c
	info := f.pass.TypesInfo
	for _, at := range f.comps {
		lit := at.node.(*ast.CompositeLit)
		st, ok := typeOf(info, lit).Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i, elt := range lit.Elts {
			var field *types.Var
			value := elt
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				id, _ := kv.Key.(*ast.Ident)
				if id == nil {
					continue
				}
				field, _ = info.Uses[id].(*types.Var)
				value = kv.Value
			} else if i < st.NumFields() {
				field = st.Field(i)
			}
			if field != nil && expr.IsString(field.Type()) {
				c.fieldWrites[field] = append(c.fieldWrites[field], alt{expr: value, test: at.test, complete: true})
			}
		}
	}
	for _, at := range f.assigns {
		as, ok := at.node.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != len(as.Rhs) {
			continue
		}
		for i, lhs := range as.Lhs {
			sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			field, ok := info.Uses[sel.Sel].(*types.Var)
			if !ok || !field.IsField() || !expr.IsString(field.Type()) {
				continue
			}
			if refersTo(info, as.Rhs[i], field) || as.Tok != token.ASSIGN {
				c.selfWrite[field] = true // "c.URL = strings.TrimSpace(c.URL)", "+="
				continue
			}
			c.fieldWrites[field] = append(c.fieldWrites[field], alt{expr: as.Rhs[i], test: at.test, complete: true})
		}
	}
	for _, call := range f.calls {
		def, ok := flagDefs[call.fn.FullName()]
		if !ok || len(call.call.Args) <= def.def {
			continue
		}
		if def.ptr < 0 {
			c.flagCalls[call.call] = call.call.Args[def.def]
			continue
		}
		// flag.StringVar(&cfg.URL, "url", "http://…", "…")
		if v := addressed(info, call.call.Args[def.ptr]); v != nil {
			c.fieldWrites[v] = append(c.fieldWrites[v], alt{expr: call.call.Args[def.def], test: call.test})
		}
	}
	for _, at := range f.structs {
		f.tagDefaults(at.node.(*ast.StructType), at.test)
	}
	for _, fd := range f.funcs {
		f.fallbackFunc(fd)
	}
	return c
}

func typeOf(info *types.Info, e ast.Expr) types.Type {
	if t := info.TypeOf(e); t != nil {
		return t
	}
	return types.Typ[types.Invalid]
}

// addressed returns the variable or field &x or &a.b.x takes the address
// of.
func addressed(info *types.Info, e ast.Expr) *types.Var {
	u, ok := ast.Unparen(e).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return nil
	}
	switch x := ast.Unparen(u.X).(type) {
	case *ast.Ident:
		v, _ := info.Uses[x].(*types.Var)
		return v
	case *ast.SelectorExpr:
		v, _ := info.Uses[x.Sel].(*types.Var)
		return v
	}
	return nil
}

// refersTo reports whether n mentions v.
func refersTo(info *types.Info, n ast.Node, v types.Object) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == v {
			found = true
		}
		return !found
	})
	return found
}

func hasTags(st *ast.StructType) bool {
	for _, field := range st.Fields.List {
		if field.Tag != nil {
			return true
		}
	}
	return false
}

// tagDefaults records the defaults that struct tags give string fields,
// `envDefault:"http://…"`, as values of the tag's bytes.
func (f *finder) tagDefaults(st *ast.StructType, test bool) {
	for _, field := range st.Fields.List {
		if field.Tag == nil || len(field.Names) != 1 {
			continue
		}
		v, ok := f.pass.TypesInfo.Defs[field.Names[0]].(*types.Var)
		if !ok || !expr.IsString(v.Type()) {
			continue
		}
		tag, err := strconv.Unquote(field.Tag.Value)
		if err != nil {
			continue
		}
		for _, key := range tagDefaultKeys {
			start, end, ok := tagValue(tag, key)
			if !ok {
				continue
			}
			var b expr.Builder
			b.Literal(field.Tag, start, tag[start:end])
			value := b.Value()
			f.cfg.fieldWrites[v] = append(f.cfg.fieldWrites[v], alt{expr: field.Tag, value: value, test: test})
			// A default bound to a field or variable whose name says URL.
			name := v.Name()
			for _, key := range tagEnvKeys {
				if s, e, ok := tagValue(tag, key); ok && urlName(strings.Split(tag[s:e], ",")[0]) {
					name = tag[s:e]
				}
			}
			if s, e, ok := tagValue(tag, "long"); ok && urlName(tag[s:e]) {
				name = tag[s:e] // go-flags: long:"rabbit-url"
			}
			f.cfg.tagNames = append(f.cfg.tagNames, tagName{name: name, value: value, tag: field.Tag, test: test})
		}
	}
}

// tagValue returns the bounds of the value of key in a struct tag written
// in the conventional form, when it needs no unquoting.
func tagValue(tag, key string) (start, end int, ok bool) {
	for i := 0; i < len(tag); {
		for i < len(tag) && tag[i] == ' ' {
			i++
		}
		j := i
		for j < len(tag) && tag[j] > ' ' && tag[j] != ':' && tag[j] != '"' {
			j++
		}
		if j+1 >= len(tag) || tag[j] != ':' || tag[j+1] != '"' {
			return 0, 0, false
		}
		name := tag[i:j]
		k := j + 2
		for k < len(tag) && tag[k] != '"' {
			if tag[k] == '\\' {
				k++
			}
			k++
		}
		if k >= len(tag) {
			return 0, 0, false
		}
		if name == key {
			if strings.IndexByte(tag[j+2:k], '\\') >= 0 {
				return 0, 0, false
			}
			return j + 2, k, true
		}
		i = k + 1
	}
	return 0, 0, false
}

// fallbackFunc records a function that may return one of its string
// parameters unchanged: "func getenv(key, fallback string) string", which
// returns the variable or else its fallback.
func (f *finder) fallbackFunc(fd *ast.FuncDecl) {
	fn, ok := f.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok || fd.Body == nil || fn.Signature().Results().Len() != 1 || !expr.IsString(fn.Signature().Results().At(0).Type()) {
		return
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 1 {
				if ref, ok := f.flow.ParamOf(n.Results[0]); ok && ref.Func == fn {
					f.cfg.fallbacks[fn] = ref.Index
				}
			}
		}
		return true
	})
}

// A replacement is a call of strings.Replace or strings.ReplaceAll with
// constant strings.
type replacement struct {
	old, new string
	n        int
}

func (r replacement) apply(s string) string { return strings.Replace(s, r.old, r.new, r.n) }

// replacementOf returns the replacement that init, written to v, makes
// of v's value: strings.Replace(v, "a", "b", -1).
func (f *finder) replacementOf(init ast.Expr, v *types.Var) (replacement, bool) {
	call, ok := ast.Unparen(init).(*ast.CallExpr)
	if !ok {
		return replacement{}, false
	}
	fn := typeutil.StaticCallee(f.pass.TypesInfo, call)
	if fn == nil || (fn.FullName() != "strings.Replace" || len(call.Args) != 4) && (fn.FullName() != "strings.ReplaceAll" || len(call.Args) != 3) {
		return replacement{}, false
	}
	if id, ok := ast.Unparen(call.Args[0]).(*ast.Ident); !ok || f.pass.TypesInfo.Uses[id] != v {
		return replacement{}, false
	}
	str := func(e ast.Expr) (string, bool) {
		tv := f.pass.TypesInfo.Types[e]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			return "", false
		}
		return constant.StringVal(tv.Value), true
	}
	r := replacement{n: -1}
	var ok1, ok2 bool
	r.old, ok1 = str(call.Args[1])
	r.new, ok2 = str(call.Args[2])
	if len(call.Args) == 4 {
		tv := f.pass.TypesInfo.Types[call.Args[3]]
		n, exact := int64(0), false
		if tv.Value != nil {
			n, exact = constant.Int64Val(constant.ToInt(tv.Value))
		}
		if !exact {
			return replacement{}, false
		}
		r.n = int(n)
	}
	return r, ok1 && ok2
}

// alternatives returns the values e may have that the evaluator does not
// follow: a flag's default for *p, what is written to a field or to a
// variable assigned more than once, the fallback of an environment
// lookup. It returns nil when one of the writes changes the value it
// reads, since what reaches the sink is then not what was written.
func (f *finder) alternatives(e ast.Expr) []alt { return f.alts(e, 0, false) }

// valueOf returns what an alternative writes: a tag's default as read,
// or else the value of its expression.
func (f *finder) valueOf(a alt) (expr.Value, bool) {
	if a.value.Text() != "" {
		return a.value, true
	}
	return f.Value(a.expr)
}

// alts is alternatives; withArgs also follows a parameter of a function
// of the package to the arguments its calls give it (argsOf), which
// tells a check the values it may hold but makes no site of them.
func (f *finder) alts(e ast.Expr, depth int, withArgs bool) []alt {
	if depth > 4 {
		return nil
	}
	info := f.pass.TypesInfo
	c := f.config()
	switch e := ast.Unparen(e).(type) {
	case *ast.StarExpr:
		// *p, where p := flag.String("url", "http://…", "…")
		id, ok := ast.Unparen(e.X).(*ast.Ident)
		if !ok {
			return nil
		}
		v, ok := info.Uses[id].(*types.Var)
		if !ok {
			return nil
		}
		init := f.flow.IndirectValue(v)
		if init == nil {
			return nil
		}
		if def := f.flagDefault(init); def != nil {
			return []alt{{expr: def, test: f.isTest(def)}}
		}
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || !expr.IsString(v.Type()) {
			return nil
		}
		if _, ok := f.flow.Param(v); ok {
			// A parameter the function writes, raw = "https://…:443" for
			// one name its callers give: each value written whole reaches
			// the sink, besides what the callers pass; but a write that
			// updates the value from itself, addr = "http://" + addr,
			// may complete one written without a scheme ("localhost:0").
			assigned := f.flow.Assigned(v)
			selfUpdate := slices.ContainsFunc(assigned, func(init ast.Expr) bool { return refersTo(info, init, v) })
			var out []alt
			for _, init := range assigned {
				if refersTo(info, init, v) {
					continue
				}
				if val, ok := f.Value(init); selfUpdate && (!ok || !strings.Contains(val.Text(), "://")) {
					continue
				}
				out = append(out, alt{expr: init, test: f.isTest(init)})
			}
			return out
		}
		var out []alt
		if single := f.flow.SingleValue(v); single != nil {
			return f.alts(single, depth+1, withArgs)
		}
		writes, assigned := f.flow.Writes(v), f.flow.Assigned(v)
		if x := f.flow.RangedOver(v); x != nil && writes == 2 {
			// for _, u := range []string{"http://a", "http://b"}
			return f.elements(x, depth+1)
		}
		if f.flow.AddrTaken(v) || writes > len(assigned)+1 {
			// A flag's variable, flag.StringVar(&u, …), and nothing else.
			if writes <= 1 {
				out = append(out, c.fieldWrites[v]...)
			}
			return out
		}
		// u := os.Getenv("U"); if u == "" { u = "http://…" }
		// Every value is known when every write is of a constant:
		// scheme := "http"; if tls { scheme = "https" }.
		// A write that replaces part of the value, format =
		// strings.Replace(format, "query", "tooling/query", -1), gives
		// each value written before it in a second form.
		var plain []ast.Expr
		var edit *replacement
		for _, init := range assigned {
			if !refersTo(info, init, v) {
				plain = append(plain, init)
				continue
			}
			r, ok := f.replacementOf(init, v)
			if !ok || edit != nil {
				return nil
			}
			edit = &r
		}
		all := writes == len(assigned) && !slices.ContainsFunc(plain, func(init ast.Expr) bool {
			val, ok := f.Value(init)
			return !ok || !val.Known()
		})
		for _, init := range plain {
			if val, ok := f.Value(init); ok {
				out = append(out, alt{expr: init, test: f.isTest(init), complete: all})
				if edit != nil && val.Known() {
					var b expr.Builder
					b.Opaque(init.Pos(), init.End(), edit.apply(val.Text()))
					out = append(out, alt{expr: init, value: b.Value(), test: f.isTest(init), complete: all})
				}
			} else {
				out = append(out, f.alts(init, depth+1, withArgs)...)
			}
		}
		return out
	case *ast.SelectorExpr:
		field, ok := info.Uses[e.Sel].(*types.Var)
		if !ok || !field.IsField() || c.selfWrite[field] || f.stdField(field) {
			return nil
		}
		var out []alt
		known, isKnown := urlFields[namedName(info.TypeOf(e.X))+"."+field.Name()]
		shaped := isKnown && known.Shape
		for _, w := range c.fieldWrites[field] {
			w.field, w.shaped = true, shaped
			if w.value.Text() != "" {
				out = append(out, w)
			} else if _, ok := f.Value(w.expr); ok {
				out = append(out, w)
			} else if args, ok := f.argsOf(w.expr); ok && withArgs {
				for _, arg := range args {
					out = append(out, alt{expr: arg, test: f.isTest(arg), complete: w.complete, field: true, shaped: shaped})
				}
			} else {
				as := f.alts(w.expr, depth+1, withArgs)
				if len(as) == 0 {
					// Nothing is known of what this write gives
					// (host, port, err := net.SplitHostPort(addr)):
					// the field's values are not all known.
					as = []alt{{expr: w.expr, test: w.test}}
				}
				for _, a := range as {
					a.field, a.shaped = true, shaped
					out = append(out, a)
				}
			}
		}
		return out
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(info, e)
		if fn == nil {
			return nil
		}
		if fn.Origin().FullName() == "cmp.Or" {
			var out []alt
			for _, arg := range e.Args {
				if _, ok := f.Value(arg); ok {
					out = append(out, alt{expr: arg, test: f.isTest(arg)})
				}
			}
			return out
		}
		if index, ok := c.fallbacks[fn.Origin()]; ok && index < len(e.Args) {
			arg := e.Args[index]
			if _, ok := f.Value(arg); ok {
				return []alt{{expr: arg, test: f.isTest(arg)}}
			}
			return f.alts(arg, depth+1, withArgs)
		}
	}
	return nil
}

// flagDefault returns the default argument of a call that defines a
// string flag and returns its pointer: flag.String, pflag's, kingpin's
// Default(…).String().
func (f *finder) flagDefault(call ast.Expr) ast.Expr {
	ce, ok := ast.Unparen(call).(*ast.CallExpr)
	if !ok {
		return nil
	}
	if def, ok := f.config().flagCalls[ce]; ok {
		return def
	}
	// kingpin: ….Default("…").String()
	sel, ok := ast.Unparen(ce.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "String" {
		return nil
	}
	inner, ok := ast.Unparen(sel.X).(*ast.CallExpr)
	if !ok || len(inner.Args) != 1 {
		return nil
	}
	fn := typeutil.StaticCallee(f.pass.TypesInfo, inner)
	if fn == nil || fn.Name() != "Default" || fn.Pkg() == nil || !kingpinPkgs[fn.Pkg().Path()] {
		return nil
	}
	return inner.Args[0]
}

// flagName returns the constant name of the flag a kingpin Default call
// belongs to: app.Flag("url", "…").Envar(…).Default("…").
func (f *finder) kingpinName(call *ast.CallExpr) (string, bool) {
	for range 6 {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return "", false
		}
		inner, ok := ast.Unparen(sel.X).(*ast.CallExpr)
		if !ok {
			return "", false
		}
		if s, ok := ast.Unparen(inner.Fun).(*ast.SelectorExpr); ok && s.Sel.Name == "Flag" && len(inner.Args) > 0 {
			if tv := f.pass.TypesInfo.Types[inner.Args[0]]; tv.Value != nil && tv.Value.Kind() == constant.String {
				return constant.StringVal(tv.Value), true
			}
			return "", false
		}
		call = inner
	}
	return "", false
}

func (f *finder) isTest(n ast.Node) bool {
	return isTestFile(f.pass.Fset.File(n.Pos()).Name())
}

// envKey returns the key function of a sink that sets the environment
// variable its first argument names: the proxies of net/http, and keys
// whose name says URL (DATABASE_URL, OTEL_EXPORTER_OTLP_ENDPOINT).
func envKey(sink string) func(string) (Param, bool) {
	return func(key string) (Param, bool) {
		switch k := strings.ToUpper(key); {
		case k == "HTTP_PROXY" || k == "HTTPS_PROXY" || k == "ALL_PROXY":
			// A proxy may be given as "host:port" (x/net/http/httpproxy).
			return Param{Sink: sink + "(" + k + ")", Need: Need{Grammar: GrammarReference, Absolute: true}, Shape: true}, true
		case urlName(key):
			return Param{Sink: sink + "(" + k + ")", Need: Need{Grammar: GrammarReference}, Evidence: EvidenceName, Shape: true}, true
		}
		return Param{}, false
	}
}

// configKey returns the key function of a sink that sets a configuration
// value by a dotted key, "database.url": the last part must say URL.
func configKey(sink string) func(string) (Param, bool) {
	return func(key string) (Param, bool) {
		last := key[strings.LastIndexByte(key, '.')+1:]
		if !urlName(last) {
			return Param{}, false
		}
		return Param{Sink: sink + "(" + key + ")", Need: Need{Grammar: GrammarReference}, Evidence: EvidenceName, Shape: true}, true
	}
}

// elements returns the elements of the slice or array literal x, or of
// the literal a variable x is assigned once, as values a range over it
// gives.
func (f *finder) elements(x ast.Expr, depth int) []alt {
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok && depth <= 4 {
		if v, ok := f.pass.TypesInfo.Uses[id].(*types.Var); ok {
			if init := f.flow.IndirectValue(v); init != nil {
				return f.elements(init, depth+1)
			}
		}
		return nil
	}
	lit, ok := x.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	switch typeOf(f.pass.TypesInfo, lit).Underlying().(type) {
	case *types.Slice, *types.Array:
	default:
		return nil
	}
	var out []alt
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			elt = kv.Value
		}
		if _, ok := f.Value(elt); ok {
			out = append(out, alt{expr: elt, test: f.isTest(elt), complete: true})
		}
	}
	return out
}

// stdField reports whether the field belongs to a type of the standard
// library, such as net/url.URL's Host: a package writes those for many
// URLs, and what it writes to one says nothing of another.
func (f *finder) stdField(v *types.Var) bool {
	if v.Pkg() == nil {
		return true
	}
	first, _, _ := strings.Cut(v.Pkg().Path(), "/")
	return v.Pkg() != f.pass.Pkg && !strings.Contains(first, ".")
}
