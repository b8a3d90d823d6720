package sites

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/passes/sites/expr"
	"github.com/urilint/urilint/uri"
)

// Grammar is the production a site's value must match, as a set: a check
// declares the grammars it reads (see Need) by their union.
type Grammar uint8

const (
	// GrammarReference: a URI-reference (RFC 3986 §4.1), such as the
	// argument of net/url.Parse; Need.Absolute and Need.Resolved narrow it.
	GrammarReference Grammar = 1 << iota
	// GrammarRequestTarget: an HTTP request-target (RFC 9112 §3.2): an
	// absolute path with a query, an absolute URI, an authority (CONNECT)
	// or "*"; httptest.NewRequest.
	GrammarRequestTarget
	// GrammarRequestURI: an absolute URI or an absolute path, as read by
	// net/url.ParseRequestURI.
	GrammarRequestURI
	// GrammarComponent: one component, Need.Component, such as the Host
	// field of a net/url.URL, which is host[:port].
	GrammarComponent

	// GrammarURI is every grammar of a whole URI.
	GrammarURI = GrammarReference | GrammarRequestTarget | GrammarRequestURI
	// GrammarAll is every grammar there is. A site of a grammar not in a
	// check's set, such as one added later, gets no look from it.
	GrammarAll = GrammarURI | GrammarComponent
)

// Need is what the sink demands of a site's value.
type Need struct {
	Grammar Grammar
	// Component is the component a GrammarComponent site holds.
	Component uri.Component
	// Decoded: the component is held decoded, with no percent-encoding,
	// as net/url.URL's Path; '%' is data there.
	Decoded bool
	// Absolute: a scheme is needed (RFC 3986 §4.3), as by net/http.Get.
	Absolute bool
	// Resolved: the value is resolved against a base (§5), as by
	// (*net/url.URL).Parse and net/http.Redirect.
	Resolved bool
	// Schemes are the schemes the sink can use; nil means any.
	Schemes []string
	// Request: the sink sends a request to the URI, when it is absolute,
	// as a client does (net/http.Get, http.NewRequest for a client, a
	// WebSocket dialer); not a server's redirect, nor a URL that a
	// browser is sent to.
	Request bool
}

// Evidence is what made a string a site, from weakest to strongest. A
// check declares the weakest it accepts: checks of style need to know
// what the string is for, while a password or a broken "://" is a
// finding whatever the string is for.
type Evidence uint8

const (
	// EvidenceText: "scheme://user:password@…" inside a longer text, a
	// document or a KEY=value line, where only the password is surely
	// part of a URI: where the URI ends is a guess.
	EvidenceText Evidence = iota + 1
	// EvidenceShape: the string's shape alone, "scheme://…" with a known
	// scheme.
	EvidenceShape
	// EvidenceName: a URI's shape, bound to a variable, field, map key or
	// parameter whose name says URL, or an argument of a curl or wget
	// command line; nothing is known of what uses it.
	EvidenceName
	// EvidenceSink: the value reaches a function or field that reads it
	// as a URI.
	EvidenceSink
)

// A Site is a string that the package uses as a URI.
type Site struct {
	Value    expr.Value
	Need     Need
	Evidence Evidence
	// Sink names what takes the value: "net/http.Get",
	// "net/url.URL.Host", or for a site found by name "name apiURL".
	Sink string
	// Param is the parameter or field of the sink, such as "url".
	Param string
	// Via names the wrappers the value went through on its way to Sink,
	// outermost first, such as "example.com/client.Fetch".
	Via []string
	// Expr is the expression that evaluates to the value.
	Expr ast.Expr
	// InTest reports whether the site is in a _test.go file.
	InTest bool
	// Fixture, when not empty, says how the test shows that it writes the
	// value odd on purpose: it expects the value rejected, a name says it
	// is bad, it is the input of code that handles URIs, a row of a table
	// that varies one URI. No check reports on a fixture (but those of
	// FixtureOf, when it is not nil, the only findings it concerns).
	// A test's other URIs are working values, held to the rules of
	// non-test code.
	Fixture string
	// fixtureOf: the checks whose findings the fixture concerns, when not
	// all: a password in the input of a redactor, a port in that of a
	// port stripper.
	fixtureOf []string
	// Prose: the value, found by its shape, is text shown to users, a
	// message printed or logged or a command's help, where white space
	// around a URL is layout; or, found inside a text, it follows white
	// space there, where a word may stand for its password.
	Prose bool
	// Example: the value is in a Go example, a function named Example…
	// or a file example_test.go, or in a command of an example directory,
	// which documentation shows to users: a word where a password goes,
	// or "<host>" where a host goes, is a placeholder there.
	Example bool
	// InList: the value is one of a list, a host of "mongodb://h1,h2/" or
	// an element of a comma-separated list, where a port is written for
	// each element alike, default or not.
	InList bool
	// Method is the HTTP method of the request whose target the value is,
	// when the call gives it as a constant to a parameter named method:
	// "CONNECT" for http.NewRequest(http.MethodConnect, …).
	Method string

	written *expr.Value // for one host of a list, the whole list as written
	// call is the call a test gives the value to, and expectsError
	// whether it expects the call to fail: what judge reads.
	call         *callAt
	expectsError bool
	reading      *Reading // made by the analyzer, see Read
}

// FixtureFor reports whether the site is a fixture for the check: a
// finding of check on it is one the test means.
func (s *Site) FixtureFor(check string) bool {
	return s.Fixture != "" && (s.fixtureOf == nil || slices.Contains(s.fixtureOf, check))
}

// Kinds are the values of Site.Kind, in the order tables show them.
var Kinds = []string{"absolute-URI", "URI-reference", "relative-ref", "request-target", "request-URI", "component", "shape"}

// Kind names what is known of the site in a word, as the site reports
// and the corpus tables count them: one of Kinds.
func (s *Site) Kind() string {
	switch {
	case s.Evidence < EvidenceSink:
		return "shape"
	case s.Need.Grammar == GrammarComponent:
		return "component"
	case s.Need.Grammar == GrammarRequestTarget:
		return "request-target"
	case s.Need.Grammar == GrammarRequestURI:
		return "request-URI"
	case s.Need.Absolute:
		return "absolute-URI"
	case s.Need.Resolved:
		return "relative-ref"
	}
	return "URI-reference"
}

// Is reports whether the site holds the component c alone.
func (s *Site) Is(c uri.Component) bool {
	return s.Need.Grammar == GrammarComponent && s.Need.Component == c
}

// SinkName returns the sink with the wrappers the value went through:
// "example.com/client.Fetch → net/http.Get".
func (s *Site) SinkName() string {
	if len(s.Via) == 0 {
		return s.Sink
	}
	return strings.Join(s.Via, " → ") + " → " + s.Sink
}

// AllowsScheme reports whether the sink can use the scheme, compared
// case-insensitively (§3.1).
func (s *Site) AllowsScheme(scheme string) bool {
	if s.Need.Schemes == nil {
		return true
	}
	for _, x := range s.Need.Schemes {
		if strings.EqualFold(x, scheme) {
			return true
		}
	}
	return false
}

// Result is what the analyzer returns: the package's sites, in source
// order, and what it knows of the package's strings.
type Result struct {
	Sites []*Site
	// AddressURLs are the URIs given, outside tests, where host:port is
	// needed.
	AddressURLs []*AddressURL
	builds      []*Build
	eval        *expr.Evaluator
	finder      *finder
	declErr     *takeOnce // see TakeErr
}

// An AddressURL is a URI given where host:port is needed, as
// minio.New("https://play.min.io", …) or redis.Options{Addr:
// "redis://cache:6379"}: the dialer reads the scheme as the host, or
// fails on the "//".
type AddressURL struct {
	Value       expr.Value
	Expr        ast.Expr
	Sink, Param string
	SepEnd      int // the end of the scheme and "://" in Value's text
}

// InTest reports whether pos is in a test file of the package: a check
// that reads calls rather than sites asks here.
func (r *Result) InTest(pos token.Pos) bool {
	f := r.finder.pass.Fset.File(pos)
	return f != nil && isTestFile(f.Name())
}

// Source returns what the string variable e holds when it is assigned
// once: the expression assigned, or the call whose first result it is
// ("h, err := os.Hostname()"), followed through such variables. It
// returns e itself otherwise.
func (r *Result) Source(e ast.Expr) ast.Expr { return r.eval.Source(e) }

// FromEnv reports whether the string e may hold what the environment
// gives: a call of os.Getenv or os.LookupEnv, or of a function of the
// package that returns what they give, directly or through variables,
// one of whose writes is such a call (host := os.Getenv("HOST"), with a
// default written when it is empty), or a field of the package's types
// one of whose writes is such a variable.
func (r *Result) FromEnv(e ast.Expr) bool {
	// A field of the package's own type holds what the environment
	// gives when one of its writes does: &client{host: wmHost}.
	if v := r.ownField(e); v != nil {
		return slices.ContainsFunc(r.finder.fields[v], r.fromEnv)
	}
	return r.fromEnv(e)
}

// fromEnv is FromEnv of a variable or call.
func (r *Result) fromEnv(e ast.Expr) bool {
	info := r.finder.pass.TypesInfo
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		if v, ok := info.Uses[id].(*types.Var); ok && slices.ContainsFunc(r.finder.flow.Assigned(v), r.readsEnv) {
			return true
		}
	}
	return r.readsEnv(r.Source(e))
}

// FieldWrites returns what the package writes to the string field of
// its own type that e reads (s.echoIP), in composite literals and
// assignments; nil when e reads no such field. For e outside tests,
// only the writes outside tests: go vet sees a package with its tests
// and the command sees it without too, and both must judge its code
// alike.
func (r *Result) FieldWrites(e ast.Expr) []ast.Expr {
	v := r.ownField(e)
	if v == nil {
		return nil
	}
	writes := r.finder.fields[v]
	if r.finder.isTest(e) {
		return writes
	}
	return slices.DeleteFunc(slices.Clone(writes), func(w ast.Expr) bool { return r.finder.isTest(w) })
}

// ownField returns the field of the package's own types that e reads,
// or nil.
func (r *Result) ownField(e ast.Expr) *types.Var {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if v, ok := r.finder.pass.TypesInfo.Uses[sel.Sel].(*types.Var); ok && v.IsField() && v.Pkg() == r.finder.pass.Pkg {
		return v
	}
	return nil
}

// findFieldWrites collects what the package writes to the string fields
// of its types, in composite literals and assignments, before the finder
// lets its nodes go.
func (f *finder) findFieldWrites() {
	info := f.pass.TypesInfo
	f.fields = make(map[*types.Var][]ast.Expr)
	add := func(key, value ast.Expr) {
		if v, ok := info.Uses[nameIdent(key)].(*types.Var); ok && v.IsField() && expr.IsString(v.Type()) {
			f.fields[v] = append(f.fields[v], value)
		}
	}
	for _, c := range f.comps {
		lit := c.node.(*ast.CompositeLit)
		t := typeOf(info, lit)
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem() // []*T{{…}}
		}
		if _, ok := t.Underlying().(*types.Struct); !ok {
			continue // a map's key names no field: {c.CAName: …}
		}
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				add(kv.Key, kv.Value)
			}
		}
	}
	for _, a := range f.assigns {
		if as, ok := a.node.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
			for i, lhs := range as.Lhs {
				if _, ok := lhs.(*ast.SelectorExpr); ok {
					add(lhs, as.Rhs[i])
				}
			}
		}
	}
}

// FromFlag reports whether the string e is what a command-line flag
// gives: *p, where p := flag.String(…), pflag's or kingpin's.
func (r *Result) FromFlag(e ast.Expr) bool {
	star, ok := ast.Unparen(e).(*ast.StarExpr)
	if !ok {
		return false
	}
	id, ok := ast.Unparen(star.X).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := r.finder.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return false
	}
	init := r.finder.flow.IndirectValue(v)
	return init != nil && r.finder.flagDefault(init) != nil
}

// readsEnv reports whether e is a call that reads the environment.
func (r *Result) readsEnv(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := typeutil.StaticCallee(r.finder.pass.TypesInfo, call)
	if fn != nil && slices.Contains(envTrims, fn.FullName()) && len(call.Args) > 0 {
		return r.fromEnv(call.Args[0]) // strings.TrimSpace(os.Getenv("ADDR"))
	}
	return fn != nil && (slices.Contains(envReaders, fn.FullName()) || r.finder.envFuncs[fn])
}

// envTrims keep what the environment gives but for its ends.
var envTrims = []string{"strings.TrimSpace", "strings.Trim", "strings.TrimPrefix", "strings.TrimSuffix", "strings.TrimRight", "strings.TrimLeft"}

// findEnvFuncs finds the package's functions of one string result that
// read the environment.
func (f *finder) findEnvFuncs() {
	for _, fd := range f.funcs {
		fn, ok := f.pass.TypesInfo.Defs[fd.Name].(*types.Func)
		if !ok || fd.Body == nil || !expr.ReturnsString(fn) {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if callee := typeutil.StaticCallee(f.pass.TypesInfo, call); callee != nil && slices.Contains(envReaders, callee.FullName()) {
					if f.envFuncs == nil {
						f.envFuncs = make(map[*types.Func]bool)
					}
					f.envFuncs[fn] = true
				}
			}
			return !f.envFuncs[fn]
		})
	}
}

// Value returns what is known of the string expression e of the package:
// its text, its holes, and where each byte sits in the source. It reports
// false when nothing of it is known or e is not a string. Any expression
// may be asked about, site or not, such as an argument of path.Join.
func (r *Result) Value(e ast.Expr) (expr.Value, bool) {
	return r.eval.Value(e)
}

// Assigned returns the expressions written to the string variable v,
// and whether they are all it holds: no write from a call of several
// results, a range or "+=", nor through its address.
func (r *Result) Assigned(v *types.Var) ([]ast.Expr, bool) {
	fl := r.finder.flow
	inits := fl.Assigned(v)
	return inits, !fl.AddrTaken(v) && len(inits) == fl.Writes(v)
}

// Values returns the known texts e may have: its one value, or the
// values written where it comes from (a range over a literal, the rows of
// a table, a flag's default, an environment fallback). Values partly
// unknown are left out. complete reports whether the texts are all the
// values e may take: a flag's default or a fallback is one value among
// others.
func (r *Result) Values(e ast.Expr) (vals []expr.Value, complete bool) {
	if v, ok := r.eval.Value(e); ok {
		if !v.Known() {
			return nil, false
		}
		return []expr.Value{v}, true
	}
	if args, ok := r.finder.argsOf(e); ok {
		for _, a := range args {
			v, ok := r.eval.Value(a)
			if !ok || !v.Known() {
				return nil, false
			}
			vals = append(vals, v)
		}
		return vals, len(vals) > 0
	}
	complete = true
	inTest := r.finder.isTest(e)
	for _, a := range r.finder.alts(e, 0, true) {
		if a.test && !inTest {
			continue // see FieldWrites
		}
		complete = complete && a.complete
		v, ok := r.finder.valueOf(a)
		if !ok || !v.Known() {
			complete = false
			continue
		}
		vals = append(vals, v)
	}
	return vals, complete && len(vals) > 0
}

// Args returns the arguments that the calls of its function give the
// parameter e, when it is one of an unexported function or method of
// the package that is only ever called: what every caller passes.
func (r *Result) Args(e ast.Expr) ([]ast.Expr, bool) { return r.finder.argsOf(e) }

// argsOf returns the arguments that the calls of its function give the
// parameter e, when it is one of an unexported function or method of
// the package that is never used but called, no interface calls, and
// is never written: every value it may hold ("localhost", from
// newClient's one caller).
func (f *finder) argsOf(e ast.Expr) ([]ast.Expr, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := f.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil, false
	}
	ref, ok := f.flow.Param(v)
	if !ok || f.flow.Writes(v) != 0 || f.flow.AddrTaken(v) {
		return nil, false
	}
	calls, uses := f.args[ref.Func], f.uses[ref.Func]
	if !f.isTest(e) {
		// Outside tests, the calls outside tests: go vet sees the
		// package with its tests, other drivers without, and both must
		// judge its code alike.
		calls = slices.DeleteFunc(slices.Clone(calls), func(args []ast.Expr) bool { return f.isTest(args[0]) })
		uses -= f.testUses[ref.Func]
	}
	if len(calls) == 0 || len(calls) != uses || f.interfaceMethod(ref.Func) {
		return nil, false
	}
	out := make([]ast.Expr, 0, len(calls))
	for _, args := range calls {
		if ref.Index >= len(args) {
			return nil, false
		}
		out = append(out, args[ref.Index])
	}
	return out, true
}

// interfaceMethod reports whether fn is a method that an interface of the
// package may call: one of its interfaces has a method of that name. An
// unexported name matches no other package's.
func (f *finder) interfaceMethod(fn *types.Func) bool {
	return fn.Signature().Recv() != nil && f.ifaceMethods[fn.Name()]
}

// findIfaceMethods collects the names of the methods of the package's
// interfaces.
func (f *finder) findIfaceMethods() {
	f.ifaceMethods = make(map[string]bool)
	for _, obj := range f.pass.TypesInfo.Defs {
		if tn, ok := obj.(*types.TypeName); ok {
			if it, ok := tn.Type().Underlying().(*types.Interface); ok {
				for m := range it.Methods() {
					f.ifaceMethods[m.Name()] = true
				}
			}
		}
	}
}

// HoldsURL reports whether e reads a field that always holds an absolute
// URI with an authority: the URL of an httptest.Server.
func (r *Result) HoldsURL(e ast.Expr) bool {
	sel, ok := ast.Unparen(r.Source(e)).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s, ok := r.finder.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return false
	}
	return urlValuedFields[namedName(s.Recv())+"."+sel.Sel.Name]
}
