package sites

import (
	"cmp"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/passes/sites/expr"
	"github.com/urilint/urilint/uri"
)

// sinkPkgs holds the packages of the sinks, so that the names of other
// functions need not be built.
var sinkPkgs = make(map[string]bool)

func init() {
	for name, params := range sinks {
		for i := range params {
			params[i].Sink = name
		}
		// "pkg/path.F" or "(*pkg/path.T).M": the path ends at the last
		// dot of the function or type name.
		if recv, ok := strings.CutPrefix(name, "("); ok {
			name, _, _ = strings.Cut(strings.TrimPrefix(recv, "*"), ")")
		}
		sinkPkgs[name[:strings.LastIndexByte(name, '.')]] = true
	}
}

// findCalls turns the arguments of calls to sinks into sites, and finds
// the package's wrappers: a function that passes a parameter unchanged to
// a sink is a sink itself. Wrappers of wrappers are found by going round
// again over the calls to the functions that just became wrappers.
func (f *finder) findCalls() {
	pending := f.calls
	for len(pending) > 0 {
		grown := make(map[*types.Func]bool)
		for _, c := range pending {
			for _, p := range f.params(c.fn) {
				switch {
				case p.key != nil:
					f.keyedArg(c, p)
				case p.userinfo:
					f.userinfoArgs(c, p)
				default:
					f.callArg(c, p, grown)
				}
			}
		}
		pending = nil
		if len(grown) == 0 {
			break
		}
		for _, c := range f.calls {
			if grown[c.fn] {
				pending = append(pending, c)
			}
		}
		// Calls to grown wrappers are visited again for all their
		// params; callArg ignores the ones already turned into sites.
	}
}

// callArg makes a site of the argument for p, or a wrapper of the
// function whose parameter it is, when grown is not nil.
func (f *finder) callArg(c callAt, p Param, grown map[*types.Func]bool) {
	if p.Index >= len(c.call.Args) || c.call.Ellipsis.IsValid() && p.Index >= len(c.call.Args)-1 {
		return
	}
	arg := c.call.Args[p.Index]
	if p.HostPort {
		if !c.test {
			f.addressURL(arg, p.Sink, p.Name)
		}
		f.cover(arg)
		return
	}
	if p.Tail {
		if ref, ok := f.flow.ParamOf(arg); ok {
			if grown != nil && ref.Func.Pkg() == f.pass.Pkg {
				f.addWrapper(ref, p, grown)
			}
			return
		}
		f.tails[f.Source(arg)] = true
		return
	}
	if ref, ok := f.tailOf(arg); ok && grown != nil && ref.Func.Pkg() == f.pass.Pkg {
		f.addWrapper(ref, Param{Tail: true, Sink: p.Sink, Via: p.Via}, grown)
	}
	f.markSent(arg)
	if ref, ok := f.flow.ParamOf(arg); ok {
		if grown != nil && ref.Func.Pkg() == f.pass.Pkg {
			// "if strings.HasPrefix(ref, "https://") { http.Get(ref) }": the
			// sink sees some forms of the parameter only, or another form
			// when it rejects the first; callers may pass any, and only a
			// value written as a URI is held to a URI's rules (rule 5).
			param := ref.Func.Signature().Params().At(ref.Index)
			if f.schemeGuarded(c, param) || f.formGuarded(c, param) || f.triesAnotherForm(c, param) || f.toleratesError(c) {
				p.Need, p.Shape = Need{Grammar: GrammarReference}, true
			}
			f.addWrapper(ref, p, grown)
		}
		return
	}
	if f.done[arg] {
		return // a call to a wrapper is visited again when it grows
	}
	expectsError := c.test && f.expectsError(c)
	if v, ok := f.Value(arg); ok {
		if imported(f.pass.TypesInfo, arg, f.pass.Pkg) {
			return // another package's constant: its finding is there
		}
		f.argSite(p, arg, v, c.test, &c, expectsError)
		return
	}
	// A field that a parameter of the package is written to, as a
	// constructor does: NewClient(base string) { return &Client{base: base} }.
	// The function passes the parameter on to the sink.
	if grown != nil {
		for _, ref := range f.fieldParams(arg) {
			q := p
			q.Need.Schemes = nil // the field may be read elsewhere for other schemes
			f.addWrapper(ref, q, grown)
		}
	}
	// A flag, a field, a table's column, an environment fallback: each
	// value written there is a site of its own.
	var argTried *bool // what the call does with arg, asked once
	for _, a := range f.alternatives(arg) {
		if f.done[a.expr] {
			continue
		}
		v, ok := f.valueOf(a)
		if !ok {
			continue
		}
		if notAURI(v.Prefix()) {
			continue // a template filled in on the way, "http://{{.Host}}/"
		}
		// A field that takes host:port too, or a value the code only tries
		// as a URI: only a value written as a URI is held to a URI's rules.
		tried := false
		if a.field {
			if argTried == nil {
				t := f.toleratesError(c) || f.fieldGuarded(c, arg) || f.reformed(arg)
				argTried = &t
			}
			tried = *argTried || f.fieldReformed(a.expr)
		}
		if (a.shaped || tried) && !hasURIShape(v.Prefix()) {
			continue
		}
		q := p
		if a.field {
			q.Need.Schemes = nil
		}
		if tried {
			q.Need = Need{Grammar: GrammarReference}
		}
		f.argSite(q, a.expr, v, a.test, &c, expectsError)
	}
}

// markSent records the expressions whose value the argument of a sink
// may be: the argument, and each value written to the variable it is,
// extensions of it included (u = u + "x.json").
func (f *finder) markSent(arg ast.Expr) {
	f.sent[f.Source(arg)] = true
	id, ok := ast.Unparen(f.flow.Unconvert(arg)).(*ast.Ident)
	if !ok {
		return
	}
	if v, ok := f.pass.TypesInfo.Uses[id].(*types.Var); ok {
		for _, init := range f.flow.Assigned(v) {
			f.sent[init] = true
		}
	}
}

// fieldParams returns the parameters of the package's functions that
// are written, unchanged, to the field that arg reads.
func (f *finder) fieldParams(arg ast.Expr) []expr.ParamRef {
	sel, ok := ast.Unparen(arg).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	field, ok := f.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
	if !ok || !field.IsField() || f.config().selfWrite[field] {
		return nil
	}
	var out []expr.ParamRef
	for _, w := range f.config().fieldWrites[field] {
		if ref, ok := f.flow.ParamOf(w.expr); ok && ref.Func.Pkg() == f.pass.Pkg {
			out = append(out, ref)
		}
	}
	return out
}

// tailOf returns the parameter that arg, an argument of a sink, ends in
// after a base known to the function only: c.base + path,
// fmt.Sprintf("%s%s", base, path), base + "/" + path, c.url + "/api/v1" +
// path.
func (f *finder) tailOf(arg ast.Expr) (expr.ParamRef, bool) {
	if p, ok := f.joinedOnto(arg); ok {
		return f.flow.ParamOf(p)
	}
	v := f.Eval(arg, 0)
	holes := v.Holes()
	if len(holes) < 2 || holes[0].Start != 0 || holes[len(holes)-1].Expr == nil {
		return expr.ParamRef{}, false
	}
	last := holes[len(holes)-1]
	// Between the base and the parameter, only path text: c.url +
	// "/api/v1" + path, base + "/" + path.
	text := v.Text()
	first := true
	for i := range last.Start {
		if v.InHole(i, i+1) {
			first = true
			continue
		}
		if first && text[i] != '/' || strings.ContainsRune("?#:@", rune(text[i])) {
			return expr.ParamRef{}, false // "https://" + host, "?q=" + value: no base
		}
		first = false
	}
	return f.flow.ParamOf(last.Expr)
}

// joinedOnto returns the one element that arg, u.String(), joins onto a
// base URL: u := c.base.JoinPath(path), or the string of
// url.JoinPath(base, path). The element is a path, escaped, and what
// follows.
func (f *finder) joinedOnto(arg ast.Expr) (ast.Expr, bool) {
	info := f.pass.TypesInfo
	e := f.Source(arg)
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && len(call.Args) == 0 {
		if fn, ok := typeutil.Callee(info, call).(*types.Func); ok && fn.FullName() == "(*net/url.URL).String" {
			e = f.onlyValue(call.Fun.(*ast.SelectorExpr).X)
		}
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || call.Ellipsis.IsValid() {
		return nil, false
	}
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok {
		return nil, false
	}
	switch {
	case fn.FullName() == "(*net/url.URL).JoinPath" && len(call.Args) == 1:
		return call.Args[0], true
	case fn.FullName() == "net/url.JoinPath" && len(call.Args) == 2:
		return call.Args[1], true
	}
	return nil, false
}

// onlyValue returns what the local variable e is assigned, when that is
// its one write, of any type: u := base.JoinPath(p); else e.
func (f *finder) onlyValue(e ast.Expr) ast.Expr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return e
	}
	v, ok := f.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == f.pass.Pkg.Scope() || f.flow.AddrTaken(v) {
		return e
	}
	var value ast.Expr
	writes := 0
	for _, a := range f.assigns {
		as, ok := a.node.(*ast.AssignStmt)
		if !ok || as.Pos() < v.Parent().Pos() || as.End() > v.Parent().End() {
			continue
		}
		for i, lhs := range as.Lhs {
			if lid, ok := lhs.(*ast.Ident); ok && f.pass.TypesInfo.ObjectOf(lid) == v {
				writes++
				if len(as.Lhs) == len(as.Rhs) {
					value = as.Rhs[i]
				}
			}
		}
	}
	if writes != 1 || value == nil {
		return e
	}
	return value
}

// argSite makes a site of the value v of arg, an argument of a call
// for p, or a value that reaches it.
func (f *finder) argSite(p Param, arg ast.Expr, v expr.Value, test bool, c *callAt, expectsError bool) {
	// A request to a host that is not there fails whatever the URI: the
	// URI itself is not what the test tries.
	expectsError = expectsError && !(p.Need.Request && unreachable(v.Text()))
	if expectsError && v.Known() {
		// The same string elsewhere in the tests is fed on purpose too.
		f.deliberate[v.Text()] = true
	}
	if p.List {
		f.listSites(p, arg, v, test, c, expectsError)
		return
	}
	if p.Shape && !p.shaped(v.Prefix()) || keyValues(v.Prefix()) {
		return
	}
	need := p.Need
	if len(f.protocols) > 0 && slices.Equal(need.Schemes, httpSchemes) {
		need.Schemes = append(slices.Clip(need.Schemes), f.protocols...)
	}
	f.add(&Site{Value: v, Need: need, Evidence: evidence(p), Sink: p.Sink, Param: p.Name, Via: p.Via, Expr: arg, InTest: test, Method: f.method(c), call: c, expectsError: expectsError})
}

// keyValues reports whether s starts as a list of key=value settings
// with no "://": "addr=127.0.0.1:6379 db=0", "host=db user=app". A
// function that takes a URI and such a connection string, as lib/pq and
// gitea's ToRedisURI do, reads it as settings, never as a relative path.
func keyValues(s string) bool {
	eq := strings.IndexByte(s, '=')
	if eq <= 0 || strings.Contains(s, "://") {
		return false
	}
	for _, c := range s[:eq] {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-' || c == '.') {
			return false
		}
	}
	return strings.ContainsAny(s, " ,;") || strings.Count(s, "=") > 1
}

// method returns the constant the call gives to its callee's parameter
// named method, or "".
func (f *finder) method(c *callAt) string {
	if c == nil {
		return ""
	}
	params := c.fn.Signature().Params()
	for i := range min(params.Len(), len(c.call.Args)) {
		if strings.EqualFold(params.At(i).Name(), "method") {
			if tv := f.pass.TypesInfo.Types[c.call.Args[i]]; tv.Value != nil && tv.Value.Kind() == constant.String {
				return constant.StringVal(tv.Value)
			}
		}
	}
	return ""
}

// imported reports whether e names a constant of another package, which
// is reported once, where it is defined, and not at each use.
func imported(info *types.Info, e ast.Expr, pkg *types.Package) bool {
	id := nameIdent(e)
	if id == nil {
		return false
	}
	c, ok := info.Uses[id].(*types.Const)
	return ok && c.Pkg() != nil && c.Pkg() != pkg
}

func evidence(p Param) Evidence { return cmp.Or(p.Evidence, EvidenceSink) }

// keyedArg makes a site of the argument for p when the constant argument
// that p's key reads says the parameter takes a URI.
func (f *finder) keyedArg(c callAt, p Param) {
	if len(c.call.Args) != c.fn.Signature().Params().Len() {
		return
	}
	key := f.pass.TypesInfo.Types[c.call.Args[p.keyArg]].Value
	if key == nil || key.Kind() != constant.String {
		return
	}
	q, ok := p.key(constant.StringVal(key))
	if !ok {
		return
	}
	q.Index, q.Name, q.Sink = p.Index, p.Name, cmp.Or(q.Sink, p.Sink)
	f.callArg(c, q, nil)
}

// userinfoArgs makes a site of "user:password" for url.UserPassword(user,
// password) when both are constants.
func (f *finder) userinfoArgs(c callAt, p Param) {
	if len(c.call.Args) != 2 {
		return
	}
	user, ok1 := f.ConstValue(c.call.Args[p.Index-1])
	pass, ok2 := f.ConstValue(c.call.Args[p.Index])
	if !ok1 || !ok2 {
		return
	}
	var b expr.Builder
	b.Append(&user, 0, len(user.Text()))
	b.Opaque(c.call.Args[p.Index-1].End(), c.call.Args[p.Index].Pos(), ":")
	b.Append(&pass, 0, len(pass.Text()))
	f.add(&Site{Value: b.Value(), Need: p.Need, Evidence: EvidenceSink, Sink: p.Sink, Param: p.Name, Expr: c.call, InTest: c.test, call: &c})
}

// listSites splits a comma-separated list of URIs into one site each.
func (f *finder) listSites(p Param, arg ast.Expr, v expr.Value, test bool, c *callAt, expectsError bool) {
	for _, part := range splitList(v) {
		if hasURIShape(part.Prefix()) {
			f.add(&Site{Value: part, Need: p.Need, Evidence: evidence(p), Sink: p.Sink, Param: p.Name, Via: p.Via, Expr: arg, InTest: test, InList: true, call: c, expectsError: expectsError})
		}
	}
}

// splitList splits v at its commas, each element trimmed of spaces and
// tabs, as the clients do: "nats://a:4222, nats://b:4222".
func splitList(v expr.Value) []expr.Value {
	var out []expr.Value
	text := v.Text()
	start := 0
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != ',' {
			continue
		}
		from, to := start, i
		for from < to && (text[from] == ' ' || text[from] == '\t') && !v.InHole(from, from+1) {
			from++
		}
		for to > from && (text[to-1] == ' ' || text[to-1] == '\t') && !v.InHole(to-1, to) {
			to--
		}
		var b expr.Builder
		b.Append(&v, from, to)
		out = append(out, b.Value())
		start = i + 1
	}
	return out
}

// add records a site and the literals it covers.
func (f *finder) add(s *Site) {
	for _, lit := range s.Value.Literals() {
		f.covered[lit] = true
	}
	f.done[s.Expr] = true
	if isWindowsPath(s.Value.Prefix()) {
		return // "C:\Users" or "c:/temp" given to a parser: a file path
	}
	if s.Value.Known() && isSCPAddress(s.Value.Text()) {
		return
	}
	if s.Is(uri.ComponentScheme) && isJDBCScheme(s.Value.Text()) {
		return
	}
	if s.Value.Known() && placeholderPort(s.Value.Text()) {
		return // "host:port", "hdb://user:password@host:port": words for parts
	}
	if s.Evidence < EvidenceSink && s.Value.Known() && isSchemePrefix(s.Value.Text()) {
		return // EndpointProtocol = "https://": a prefix others are joined to
	}
	if s.Value.Known() && isEllipsis(s.Value.Text()) {
		return // client.Get("..."): an example's elided URI
	}
	if hosts := splitHostList(&s.Value); hosts != nil {
		// "postgres://h1:5432,h2:5433/db": the drivers' own syntax; each
		// host makes a URI of its own for the checks.
		for _, v := range hosts {
			t := *s
			t.Value = v
			t.InList = true
			t.written = &s.Value
			f.sites = append(f.sites, &t)
		}
		return
	}
	f.sites = append(f.sites, s)
}

// addressURL records each value of e, or of the elements of the slice
// literal e, that is a URI where host:port is needed: a scheme and "//"
// written out, which the dialer reads as part of the host.
func (f *finder) addressURL(e ast.Expr, sink, param string) {
	if lit, ok := ast.Unparen(e).(*ast.CompositeLit); ok {
		for _, elt := range lit.Elts {
			f.addressURL(elt, sink, param)
		}
		return
	}
	add := func(e ast.Expr, v expr.Value) {
		prefix := v.Prefix()
		ss := uri.SplitScheme(prefix)
		if ss.Sep != uri.SepSlashes || imported(f.pass.TypesInfo, e, f.pass.Pkg) {
			return
		}
		for _, a := range f.addressURLs {
			if a.Expr == e {
				return // a wrapper's call, visited again
			}
		}
		if _, known := uri.LookupScheme(strings.ToLower(prefix[:ss.SchemeEnd])); known {
			f.addressURLs = append(f.addressURLs, &AddressURL{Value: v, Expr: e, Sink: sink, Param: param, SepEnd: ss.End})
		}
	}
	if v, ok := f.Value(e); ok {
		add(e, v)
		return
	}
	if _, deref := ast.Unparen(e).(*ast.StarExpr); !deref && f.Source(e) == e {
		// Only a variable assigned once, from a flag or an environment
		// fallback: which of the values written in several places
		// reaches the dialer, the code may decide.
		return
	}
	for _, a := range f.alternatives(e) {
		if v, ok := f.valueOf(a); ok && !a.test {
			add(a.expr, v)
		}
	}
}

// cover marks the literals of e, or of the elements of the slice literal
// e, as taken by a sink that reads no URI, so that no finder makes sites
// of them.
func (f *finder) cover(e ast.Expr) {
	if lit, ok := ast.Unparen(e).(*ast.CompositeLit); ok {
		for _, elt := range lit.Elts {
			f.cover(elt)
		}
		return
	}
	f.done[e] = true
	if v, ok := f.Value(e); ok {
		for _, lit := range v.Literals() {
			f.covered[lit] = true
		}
	}
}

// isWindowsPath reports whether s starts with a drive letter and a slash
// or backslash: a one-letter scheme is no URI in practice.
func isWindowsPath(s string) bool {
	return len(s) >= 3 && uri.SchemeLen(s[:1]) == 1 && s[1] == ':' && (s[2] == '\\' || s[2] == '/')
}

// isSCPAddress reports whether s is the address form of scp and git,
// "git@host:org/repo.git": a user, a host and a path after a colon that
// is no port. It is no URI (a scheme cannot hold '@'), and the code that
// takes it reads it as that form.
func isSCPAddress(s string) bool {
	user, rest, ok := strings.Cut(s, "@")
	if !ok || user == "" || strings.ContainsAny(user, ":/") {
		return false
	}
	host, p, ok := strings.Cut(rest, ":")
	if !ok || host == "" || p == "" || strings.ContainsAny(host, "/[]") || !strings.Contains(host, ".") {
		return false
	}
	return p[0] != '/' && (p[0] < '0' || p[0] > '9')
}

// isJDBCScheme reports whether s is "jdbc:" and a scheme: the Scheme of
// a url.URL that writes a JDBC URL, which is "jdbc:" before a URI
// ("jdbc:postgresql://host/db"), on purpose.
func isJDBCScheme(s string) bool {
	rest, ok := strings.CutPrefix(strings.ToLower(s), "jdbc:")
	return ok && rest != "" && uri.SchemeLen(rest) == len(rest)
}

// placeholderPort reports whether the port of s is the word "port", as
// text that shows where the parts go writes it: "host:port",
// "hdb://user:password@host:port/db".
func placeholderPort(s string) bool {
	i := strings.Index(strings.ToLower(s), ":port")
	if i < 0 {
		return false
	}
	rest := s[i+len(":port"):]
	return rest == "" || strings.ContainsRune("/?#", rune(rest[0]))
}

// isSchemePrefix reports whether s is a scheme and "://" alone, the start
// of URIs that code joins to a host later.
func isSchemePrefix(s string) bool {
	ss := uri.SplitScheme(s)
	return ss.Sep == uri.SepSlashes && ss.End == len(s)
}

// isEllipsis reports whether s is only dots, "..." or "…": a URI left
// out, as examples write it.
func isEllipsis(s string) bool {
	return (len(s) >= 3 || s == "…") && strings.Trim(s, ".…") == ""
}

// splitHostList returns one value for each host of a value whose scheme
// allows a comma-separated list of hosts (mongodb, postgres, nats, …), with
// the rest of the value around it; nil when there is no list.
func splitHostList(v *expr.Value) []expr.Value {
	text := v.Prefix()
	i := strings.Index(text, "://")
	if i <= 0 {
		return nil
	}
	if sch, ok := uri.LookupScheme(text[:i]); !ok || !sch.HostList {
		return nil
	}
	start := i + 3
	end := start + strings.IndexAny(text[start:]+"/", "/?#")
	if at := strings.LastIndexByte(text[start:end], '@'); at >= 0 {
		start += at + 1
	}
	if !strings.Contains(text[start:end], ",") || end == len(text) && !v.Known() {
		return nil // one host, or a list that may go on in a hole
	}
	var out []expr.Value
	for h := start; h <= end; {
		c := h + strings.IndexByte(text[h:end]+",", ',')
		var b expr.Builder
		b.Append(v, 0, start)
		b.Append(v, h, c)
		b.Append(v, end, len(v.Text()))
		out = append(out, b.Value())
		h = c + 1
	}
	return out
}

// schemeGuarded reports whether the call is made only under a condition
// on the parameter: a test of its prefix or of its parsed scheme.
func (f *finder) schemeGuarded(c callAt, param *types.Var) bool {
	return slices.ContainsFunc(c.guards, func(g ast.Expr) bool { return f.testsScheme(g, param) })
}

// formGuarded reports whether the call is made under a condition on the
// parameter other than its being empty: a regexp match, a
// strings.Contains, a length (rule 5).
func (f *finder) formGuarded(c callAt, param *types.Var) bool {
	var body ast.Node
	if decl := enclosingFunc(f.pathTo(c.call)); decl != nil {
		body = decl.Body
	}
	return guardedOn(c.guards, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		return ok && f.derivedFrom(body, id, param, 3)
	})
}

// fieldGuarded reports whether the call is made under a condition on
// the field that arg reads, other than its being empty:
// "if strings.HasPrefix(cfg.Address, "ws:") { websocket.Dial(ctx,
// cfg.Address, nil) }" dials other forms of the field another way (rule 5).
func (f *finder) fieldGuarded(c callAt, arg ast.Expr) bool {
	sel, ok := ast.Unparen(arg).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	field, ok := f.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
	if !ok || !field.IsField() {
		return false
	}
	return guardedOn(c.guards, func(n ast.Node) bool {
		s, ok := n.(*ast.SelectorExpr)
		return ok && f.pass.TypesInfo.Uses[s.Sel] == field
	})
}

// reformed reports whether arg is a local variable that its function
// rewrites from itself under a condition on it: "if
// !strings.HasPrefix(apiURL, "http://") { apiURL = "http://" + apiURL }"
// takes other forms than a URI, host:port, and makes one of them (rule 5).
func (f *finder) reformed(arg ast.Expr) bool {
	id, ok := ast.Unparen(arg).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := f.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return false
	}
	decl := enclosingFunc(f.pathTo(id))
	if decl == nil || decl.Body == nil {
		return false
	}
	reads := func(n ast.Node) bool {
		found := false
		ast.Inspect(n, func(n ast.Node) bool {
			if use, ok := n.(*ast.Ident); ok && f.pass.TypesInfo.Uses[use] == v {
				found = true
			}
			return !found
		})
		return found
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		is, ok := n.(*ast.IfStmt)
		if found || !ok {
			return !found
		}
		if !guardedOn([]ast.Expr{is.Cond}, func(n ast.Node) bool {
			use, ok := n.(*ast.Ident)
			return ok && f.pass.TypesInfo.Uses[use] == v
		}) {
			return true
		}
		for _, st := range is.Body.List {
			as, ok := st.(*ast.AssignStmt)
			if ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 && reads(as.Rhs[0]) {
				if lhs, ok := as.Lhs[0].(*ast.Ident); ok && f.pass.TypesInfo.Uses[lhs] == v {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// fieldReformed reports whether w, a value written to a field, is of a
// field that some function reads into a variable it rewrites under a
// condition on it (reformed): the field takes other forms than a URI.
func (f *finder) fieldReformed(w ast.Expr) bool {
	var field *types.Var
	if path := f.pathTo(w); len(path) > 1 {
		switch n := path[1].(type) {
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok && n.Value == w {
				field, _ = f.pass.TypesInfo.Uses[id].(*types.Var)
			}
		case *ast.AssignStmt:
			if len(n.Lhs) == 1 && len(n.Rhs) == 1 && n.Rhs[0] == w {
				if sel, ok := ast.Unparen(n.Lhs[0]).(*ast.SelectorExpr); ok {
					field, _ = f.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
				}
			}
		}
	}
	if field == nil || !field.IsField() {
		return false
	}
	found, seen := f.reformedFields[field]
	if seen {
		return found
	}
	for _, file := range f.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if found || !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
				return !found
			}
			sel, ok := ast.Unparen(as.Rhs[0]).(*ast.SelectorExpr)
			if !ok || f.pass.TypesInfo.Uses[sel.Sel] != field {
				return true
			}
			if id, ok := as.Lhs[0].(*ast.Ident); ok {
				found = f.reformed(id)
			}
			return !found
		})
	}
	f.reformedFields[field] = found
	return found
}

// guardedOn reports whether one of the conditions guards reads, where
// reads says so, what it tests other than for being empty.
func guardedOn(guards []ast.Expr, reads func(ast.Node) bool) bool {
	for _, g := range guards {
		var stack []ast.Node
		form := false
		ast.Inspect(g, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			if reads(n) && !emptinessTest(stack) {
				form = true
			}
			stack = append(stack, n)
			return !form
		})
		if form {
			return true
		}
	}
	return false
}

// derivedFrom reports whether id is the parameter, or a variable of the
// function whose value body computes from it: scheme in
// "parts := strings.SplitAfterN(ref, "://", 2); switch scheme :=
// parts[0]; scheme {…}", or known in "if strings.HasPrefix(ref, p) {
// known = true }", written under a condition on it; depth bounds the
// variables followed.
func (f *finder) derivedFrom(body ast.Node, id *ast.Ident, param *types.Var, depth int) bool {
	obj := f.pass.TypesInfo.Uses[id]
	if obj == param {
		return true
	}
	v, ok := obj.(*types.Var)
	if body == nil || depth == 0 || !ok || v.IsField() || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return false
	}
	derived := false
	from := func(rhs ast.Expr) {
		ast.Inspect(rhs, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && !derived && f.pass.TypesInfo.Uses[id] != v {
				derived = f.derivedFrom(body, id, param, depth-1)
			}
			return !derived
		})
	}
	var stack []ast.Node // the nodes above, to find the ifs an assignment is under
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if derived {
			return false
		}
		stack = append(stack, n)
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		for i, lhs := range as.Lhs {
			if lid, ok := lhs.(*ast.Ident); !ok || f.pass.TypesInfo.ObjectOf(lid) != v {
				continue
			}
			if len(as.Rhs) == len(as.Lhs) {
				from(as.Rhs[i])
			} else if len(as.Rhs) == 1 {
				from(as.Rhs[0])
			}
			for j := len(stack) - 2; j >= 0 && !derived; j-- {
				if is, ok := stack[j].(*ast.IfStmt); ok && stack[j+1] == is.Body {
					from(is.Cond)
				}
			}
		}
		return true
	})
	return derived
}

// emptinessTest reports whether the innermost node of stack compares
// what it holds with "": ref == "", ref != "".
func emptinessTest(stack []ast.Node) bool {
	if len(stack) == 0 {
		return false
	}
	b, ok := stack[len(stack)-1].(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL && b.Op != token.NEQ {
		return false
	}
	isEmpty := func(e ast.Expr) bool {
		lit, ok := e.(*ast.BasicLit)
		return ok && (lit.Value == `""` || lit.Value == "``")
	}
	return isEmpty(b.X) || isEmpty(b.Y)
}

// toleratesError reports whether the call's value is used only when the
// call succeeds, and left alone otherwise: "if u, err :=
// url.ParseRequestURI(host); err == nil { … }" tries the value as a URI
// and needs no URI (rule 5). So does "u, err := url.ParseRequestURI(p)"
// followed by "if err == nil && … { … }" when no later statement reads
// the error: the code goes on to other forms when the call fails.
func (f *finder) toleratesError(c callAt) bool {
	path := f.pathTo(c.call)
	if len(path) < 3 {
		return false
	}
	if ifs, ok := path[2].(*ast.IfStmt); ok && ifs.Init == path[1] {
		return testsSuccess(ifs.Cond, nil, f.pass.TypesInfo)
	}
	as, ok := path[1].(*ast.AssignStmt)
	if !ok || len(as.Lhs) < 2 {
		return false
	}
	id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	errVar := f.pass.TypesInfo.ObjectOf(id)
	if !ok || errVar == nil || !isErrorVar(errVar) {
		return false
	}
	next := following(as, path[2], 1<<20)
	if len(next) < 2 {
		return false // a failure would fall out of the function
	}
	ifs, ok := next[0].(*ast.IfStmt)
	if !ok || !testsSuccess(ifs.Cond, errVar, f.pass.TypesInfo) {
		return false
	}
	return !slices.ContainsFunc(next[1:], func(st ast.Stmt) bool { return refersTo(f.pass.TypesInfo, st, errVar) })
}

// testsSuccess reports whether cond holds only when an error is nil:
// "err == nil", alone or and-ed with more. With errVar nil, any variable
// named err counts.
func testsSuccess(cond ast.Expr, errVar types.Object, info *types.Info) bool {
	isErr := func(e ast.Expr) bool {
		if errVar == nil {
			return exprName(e) == "err"
		}
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.ObjectOf(id) == errVar
	}
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		if b, ok := n.(*ast.BinaryExpr); ok && b.Op == token.EQL && (isErr(b.X) && isNil(b.Y) || isNil(b.X) && isErr(b.Y)) {
			found = true
		}
		return !found
	})
	return found
}

// triesAnotherForm reports whether the result of the call is tested by
// the statement after it, which calls the same function again when the
// test holds: "u, err := url.Parse(host); if err != nil || u.Host == ""
// { u, err = url.Parse("https://" + host) }", or, when the test finds no
// host or scheme, reads the parameter another way: "if err != nil ||
// u.Host == "" { h, _, _ := strings.Cut(input, ":"); return h }" (rule 5).
func (f *finder) triesAnotherForm(c callAt, param *types.Var) bool {
	path := f.pathTo(c.call)
	if len(path) < 3 {
		return false
	}
	as, ok := path[1].(*ast.AssignStmt)
	if !ok {
		return false
	}
	var results []types.Object
	for _, lhs := range as.Lhs {
		if id, ok := lhs.(*ast.Ident); ok && f.pass.TypesInfo.ObjectOf(id) != nil {
			results = append(results, f.pass.TypesInfo.ObjectOf(id))
		}
	}
	next := following(as, path[2], 1)
	if len(next) == 0 {
		return false
	}
	ifs, ok := next[0].(*ast.IfStmt)
	if !ok || !slices.ContainsFunc(results, func(r types.Object) bool { return refersTo(f.pass.TypesInfo, ifs.Cond, r) }) {
		return false
	}
	again := false
	ast.Inspect(ifs.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && typeutil.StaticCallee(f.pass.TypesInfo, call) == c.fn {
			again = true
		}
		return !again
	})
	return again || testsNoAuthority(ifs.Cond, results, f.pass.TypesInfo) && refersTo(f.pass.TypesInfo, ifs.Body, param) && !containsCall(f.pass.TypesInfo, ifs.Body, "fmt.Errorf", "errors.New")
}

// testsNoAuthority reports whether cond holds when one of results, a
// parsed URI, has no host or no scheme: u.Host == "", u.Scheme == "".
func testsNoAuthority(cond ast.Expr, results []types.Object, info *types.Info) bool {
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		b, ok := n.(*ast.BinaryExpr)
		if !ok || b.Op != token.EQL {
			return !found
		}
		for _, side := range [][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
			sel, ok := ast.Unparen(side[0]).(*ast.SelectorExpr)
			if !ok || (sel.Sel.Name != "Host" && sel.Sel.Name != "Scheme") {
				continue
			}
			tv := info.Types[side[1]]
			if tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "" &&
				slices.ContainsFunc(results, func(r types.Object) bool { return refersTo(info, sel.X, r) }) {
				found = true
			}
		}
		return !found
	})
	return found
}

// containsCall reports whether n calls one of the functions named:
// fmt.Errorf in a branch that rejects a value, url.Parse in a helper.
func containsCall(info *types.Info, n ast.Node, funcs ...string) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if fn := typeutil.StaticCallee(info, call); fn != nil && slices.Contains(funcs, fn.FullName()) {
				found = true
			}
		}
		return !found
	})
	return found
}

// testsScheme reports whether the condition e tests the scheme of the
// parameter: strings.HasPrefix(ref, "https://") and its kin, or a field
// named Scheme, as a switch on u.Scheme reads.
func (f *finder) testsScheme(e ast.Expr, param *types.Var) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			found = n.Sel.Name == "Scheme"
		case *ast.CallExpr:
			if fn := typeutil.StaticCallee(f.pass.TypesInfo, n); fn != nil && matchFuncs[fn.Name()] {
				for _, arg := range n.Args {
					found = found || refersTo(f.pass.TypesInfo, arg, param)
				}
			}
		}
		return !found
	})
	return found
}
