package sites

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/uri"
)

// findNames finds the constant strings that have a URI's shape,
// "scheme://…" with a known scheme, or "mailto:…"-like, bound to a
// variable, constant, field, map key or parameter whose name says URL.
// Nothing is known of what uses them: only the checks that accept
// EvidenceName look at them.
func (f *finder) findNames() {
	for _, at := range f.assigns {
		switch n := at.node.(type) {
		case *ast.ValueSpec:
			if len(n.Names) != len(n.Values) {
				continue
			}
			for i, name := range n.Names {
				f.named(at, name.Name, n.Values[i], "name "+name.Name, false)
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				continue
			}
			for i, lhs := range n.Lhs {
				if id := lhsIdent(lhs); id != nil && refersTo(f.pass.TypesInfo, n.Rhs[i], f.pass.TypesInfo.ObjectOf(id)) {
					continue // addr = "http://" + addr: completes what it held
				}
				if name := exprName(lhs); name != "" {
					f.named(at, name, n.Rhs[i], "name "+name, false)
				}
			}
		}
	}
	for _, at := range f.comps {
		lit := at.node.(*ast.CompositeLit)
		if cliFlagTypes[namedName(typeOf(f.pass.TypesInfo, lit))] {
			f.cliFlag(at, lit)
			continue
		}
		// Asked once, and only of a literal that binds a URL name.
		describes := sync.OnceValue(func() bool { return f.describes(lit) })
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
			if urlName(name) && !describes() {
				f.named(at, name, kv.Value, "field "+name, true)
			}
		}
	}
	for _, t := range f.config().tagNames {
		if !t.test && !f.done[t.tag] && urlName(t.name) && hasURIShape(t.value.Text()) && !notAURI(t.value.Text()) {
			f.add(&Site{Value: t.value, Need: Need{Grammar: GrammarReference}, Evidence: EvidenceName, Sink: "tag " + t.name, Param: t.name, Expr: t.tag})
		}
	}
	for _, c := range f.calls {
		if def, ok := flagDefs[c.fn.FullName()]; ok && len(c.call.Args) > def.def {
			// flag.String("url", "http://…", "…"): the flag's name binds it.
			if name, ok := f.ConstValue(c.call.Args[def.name]); ok {
				f.named(c.nodeAt, name.Text(), c.call.Args[def.def], "flag "+name.Text(), true)
			}
			continue
		}
		if c.fn.Name() == "Default" && c.fn.Pkg() != nil && kingpinPkgs[c.fn.Pkg().Path()] && len(c.call.Args) == 1 {
			if name, ok := f.kingpinName(c.call); ok {
				f.named(c.nodeAt, name, c.call.Args[0], "flag "+name, true)
			}
			continue
		}
		if f.params(c.fn) != nil {
			continue // a sink: the call's sites are made already
		}
		sig := c.fn.Signature()
		option := functionalOption(c.fn)
		for i, arg := range c.call.Args {
			if i >= sig.Params().Len() || sig.Variadic() && i >= sig.Params().Len()-1 {
				break
			}
			name := sig.Params().At(i).Name()
			f.named(c.nodeAt, name, arg, "parameter "+name+" of "+shortName(c.fn), option)
		}
	}
}

// functionalOption reports whether fn is a functional option,
// WithEndpoint(endpoint string) ClientOption, a func or an interface
// that applies one: what it is given
// configures a client, in a test as elsewhere.
func functionalOption(fn *types.Func) bool {
	if !strings.HasPrefix(fn.Name(), "With") || fn.Signature().Results().Len() != 1 {
		return false
	}
	switch fn.Signature().Results().At(0).Type().Underlying().(type) {
	case *types.Signature, *types.Interface:
		return true // func(*config), or an Option interface that applies one
	}
	return false
}

// named makes a site of value if name says URL and value looks like one.
// A slice or array literal bound to such a name gives a site for each
// element. In a test only configuration binds, a field, a key or a flag
// (rule 1 of the README's "Tests"), and a functional option's argument,
// which configures a client as a field does: a variable or a parameter there is as
// often an input made odd on purpose, or an expected output, as a URL the
// test uses, and the shape finder still sees what is wrong in it.
func (f *finder) named(at nodeAt, name string, value ast.Expr, sink string, configures bool) {
	if !urlName(name) || at.test && !configures {
		return
	}
	if conv, ok := ast.Unparen(value).(*ast.CallExpr); ok && len(conv.Args) == 1 && (f.pass.TypesInfo.Types[conv.Fun].IsType() || pointsTo(f.pass.TypesInfo, conv)) {
		value = conv.Args[0] // []byte("https://…"), aws.String("https://…")
	}
	if lit, ok := ast.Unparen(value).(*ast.CompositeLit); ok {
		if _, ok := f.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Slice); ok || isArray(f.pass.TypesInfo.TypeOf(lit)) {
			for _, elt := range lit.Elts {
				f.named(at, name, elt, sink, configures)
			}
		}
		return
	}
	if f.done[value] {
		return
	}
	v, ok := f.ConstValue(value)
	built := false
	if !ok {
		// A URI the code builds, fmt.Sprintf("http://%s:80/", host),
		// named for one: its written parts are judged.
		if v, ok = f.Value(value); !ok || !f.builtHere(value) {
			return
		}
		built = true
	}
	for _, lit := range v.Literals() {
		if built && (lit.Pos() < value.Pos() || lit.End() > value.End()) {
			continue // a constant it shares with other URIs
		}
		if f.covered[lit] {
			return // a sink site holds it already
		}
	}
	text := v.Text()
	if !hasURIShape(text) || notAURI(text) {
		return
	}
	// REDIRECT_URI: "http://a,http://b": a list, each element a URI.
	if parts := splitList(v); len(parts) > 1 && hasURIShape(parts[1].Prefix()) {
		for _, part := range parts {
			if hasURIShape(part.Prefix()) {
				f.add(&Site{Value: part, Need: Need{Grammar: GrammarReference}, Evidence: EvidenceName, Sink: sink, Param: name, Expr: value, InTest: at.test, InList: true})
			}
		}
		return
	}
	f.add(&Site{Value: v, Need: Need{Grammar: GrammarReference}, Evidence: EvidenceName, Sink: sink, Param: name, Expr: value, InTest: at.test})
}

// builtHere reports whether e is a concatenation or a call of
// fmt.Sprintf written out where it is bound.
func (f *finder) builtHere(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		return e.Op == token.ADD
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(f.pass.TypesInfo, e)
		return fn != nil && fn.FullName() == "fmt.Sprintf"
	}
	return false
}

// pointsTo reports whether call gives a pointer to a copy of its one
// argument, by its signature: aws.String(string) *string, a generic
// Ptr[T any](v T) *T. Optional fields of configuration are written so.
func pointsTo(info *types.Info, call *ast.CallExpr) bool {
	sig, ok := typeOf(info, call.Fun).Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 1 || sig.Variadic() {
		return false
	}
	ptr, ok := sig.Results().At(0).Type().Underlying().(*types.Pointer)
	return ok && types.Identical(ptr.Elem(), sig.Params().At(0).Type())
}

// describingWords name a map of what describes a thing rather than
// configures it: telemetry's tags and labels, whose "server" is the name
// a peer gave itself.
var describingWords = []string{"tags", "labels", "attrs", "attributes"}

// describes reports whether the map literal lit is bound to a name of
// describingWords.
func (f *finder) describes(lit *ast.CompositeLit) bool {
	if _, ok := typeOf(f.pass.TypesInfo, lit).Underlying().(*types.Map); !ok {
		return false
	}
	path := f.pathTo(lit)
	if len(path) < 2 {
		return false
	}
	var name string
	switch p := path[1].(type) {
	case *ast.AssignStmt:
		if i := slices.Index(p.Rhs, ast.Expr(lit)); i >= 0 && len(p.Lhs) == len(p.Rhs) {
			name = exprName(p.Lhs[i])
		}
	case *ast.ValueSpec:
		if i := slices.Index(p.Values, ast.Expr(lit)); i >= 0 && len(p.Names) == len(p.Values) {
			name = p.Names[i].Name
		}
	case *ast.KeyValueExpr:
		name = exprName(p.Key)
	}
	return slices.ContainsFunc(words(name), func(w string) bool { return slices.Contains(describingWords, w) })
}

// cliFlag makes a site of the Value of &cli.StringFlag{Name: "url", Value:
// "…"} when its Name says URL.
func (f *finder) cliFlag(at nodeAt, lit *ast.CompositeLit) {
	var name string
	var value ast.Expr
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		switch id, _ := kv.Key.(*ast.Ident); {
		case id == nil:
		case id.Name == "Name":
			if v, ok := f.ConstValue(kv.Value); ok {
				name = v.Text()
			}
		case id.Name == "Value":
			value = kv.Value
		}
	}
	if name != "" && value != nil {
		f.named(at, name, value, "flag "+name, true)
	}
}

func isArray(t types.Type) bool {
	_, ok := t.Underlying().(*types.Array)
	return ok
}

// exprName returns the name an assignment binds: x or a.b.x give "x".
func exprName(e ast.Expr) string {
	if id := nameIdent(e); id != nil {
		return id.Name
	}
	return ""
}

// nameIdent returns the identifier that names what e refers to: x for x,
// Sel for a.Sel; nil for anything else.
func nameIdent(e ast.Expr) *ast.Ident {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e
	case *ast.SelectorExpr:
		return e.Sel
	}
	return nil
}

// urlName reports whether name has a URL word that starts a word of it:
// apiURL, base_url, WebhookEndpoint, but not security or curl.
func urlName(name string) bool {
	for _, w := range notURLWords {
		if hasWord(name, w, true) {
			return false
		}
	}
	for _, w := range urlWords {
		if hasWord(name, w, false) {
			return true
		}
	}
	return false
}

// hasWord reports whether the word w starts a word of name, after a '_',
// a '-' or at a change to upper case, and, if whole, also ends one:
// "glob" is a word of "globPattern" but not of "globalURL".
func hasWord(name, w string, whole bool) bool {
	lower := strings.ToLower(name)
	for i := 0; ; {
		j := strings.Index(lower[i:], w)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		starts := j == 0 || name[j-1] == '_' || name[j-1] == '-' || isUpper(name[j]) && !isUpper(name[j-1])
		ends := end == len(name) || name[end] == '_' || name[end] == '-' || '0' <= name[end] && name[end] <= '9' || isUpper(name[end]) && !isUpper(name[end-1])
		if starts && (!whole || ends) {
			return true
		}
		i = j + 1
	}
}

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

// notAURI reports whether s, though it looks like a URI, is a template, a
// format string or a pattern to be completed later.
func notAURI(s string) bool {
	if strings.Contains(s, "{") || strings.Contains(s, "}") || strings.Contains(s, "<<") {
		return true // a template: {{.Host}}, {id} (RFC 6570), <<host>>
	}
	if strings.Count(s, "§") >= 2 {
		return true // a fuzzer's positions, §value§, replaced before use
	}
	if bracketedWord.MatchString(s) {
		return true // a placeholder the code replaces: [CONTEXT].host, [ENDPOINT_NAME]
	}
	if strings.ContainsAny(s, "*\\^$") && !strings.Contains(s, "://*") {
		return true // a pattern or regular expression
	}
	for i := strings.IndexByte(s, '%'); i >= 0 && i+1 < len(s); {
		if strings.IndexByte("sdvqtTfg", s[i+1]) >= 0 && !uri.IsTriplet(s, i) {
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

// bracketedWord matches an upper-case word in square brackets, which
// no IP literal is (it holds a ':').
var bracketedWord = regexp.MustCompile(`\[[A-Z][A-Z0-9_]+\]`)

// shaped reports whether s, a value given to the parameter, has the
// shape of a URI: a registered scheme's (hasURIShape), or
// "scheme://" of one of the schemes the parameter takes, registered or
// not ("sqlserver://", "oracle://").
func (p Param) shaped(s string) bool {
	if hasURIShape(s) {
		return true
	}
	s = strings.TrimLeft(s, " \t\r\n")
	ss := uri.SplitScheme(s)
	return ss.Sep == uri.SepSlashes && slices.ContainsFunc(p.Need.Schemes, func(sch string) bool { return strings.EqualFold(sch, s[:ss.SchemeEnd]) })
}

// hasURIShape reports whether s, less leading white space, starts like a
// URI of a scheme the registry knows: "scheme://", or "scheme:" for a
// scheme without authority (mailto:, urn:). For schemes that need a host,
// the broken forms of "://" that are still unmistakable count too:
// "http:/x", "http//x", "https:://x" and `http:\x`.
func hasURIShape(s string) bool {
	s = strings.TrimLeft(s, " \t\r\n")
	ss := uri.SplitScheme(s)
	if ss.Sep == uri.SepNone {
		return false
	}
	sch, known := uri.LookupScheme(s[:ss.SchemeEnd])
	switch {
	case !known:
		return false
	case ss.Sep == uri.SepSlashes:
		return true
	case sch.Authority == uri.AuthorityNone:
		return ss.Sep != uri.SepNoColon
	case sch.Authority == uri.AuthorityRequiredHost:
		return ss.Sep.Broken()
	case sch.Authority == uri.AuthorityOptionalHost:
		return ss.Sep == uri.SepNoColon // "file///tmp/x"
	}
	return false
}
