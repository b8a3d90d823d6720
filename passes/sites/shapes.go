package sites

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/netip"
	"path"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/passes/sites/expr"
	"github.com/urilint/urilint/uri"
)

// A litAt is a string literal that may start a URI, with the expression
// it starts (a concatenation "http:/" + host, or the literal) and that
// expression's parent.
type litAt struct {
	nodeAt
	lit    *ast.BasicLit
	outer  ast.Expr
	parent ast.Node
}

// mayStartURI reports whether the source text of a string literal may
// start a URI: a letter, then a ':' or "//" early on. It is a cheap
// filter for every literal of the package.
func mayStartURI(raw string) bool {
	if len(raw) < 6 {
		return false
	}
	head := raw[1:min(len(raw), 40)]
	head = strings.TrimLeft(head, " \\tn")
	if head == "" || !('a' <= head[0] && head[0] <= 'z' || 'A' <= head[0] && head[0] <= 'Z') {
		return false
	}
	return strings.Contains(head, ":") || strings.Contains(head, "//")
}

// newLitAt finds the concatenation the literal starts, going up the
// stack of its ancestors.
func newLitAt(at nodeAt, lit *ast.BasicLit, stack []ast.Node) litAt {
	var outer ast.Expr = lit
	i := len(stack) - 1
	for ; i >= 0; i-- {
		switch p := stack[i].(type) {
		case *ast.ParenExpr:
			outer = p
			continue
		case *ast.BinaryExpr:
			if p.Op == token.ADD && ast.Unparen(p.X) == ast.Unparen(outer) {
				outer = p
				continue
			}
		}
		break
	}
	var parent ast.Node
	if i >= 0 {
		parent = stack[i]
	}
	return litAt{nodeAt: at, lit: lit, outer: outer, parent: parent}
}

// findShapes makes a site of every string, not yet a site, that is
// unmistakably a URI by its shape alone: a known scheme and its "://",
// or one of the broken forms of "://" no other string has. Nothing is
// known of what uses it, so only the checks of what is wrong whatever
// the use (a password, a broken "://", white space at an end, a port
// beyond 65535) look at it.
func (f *finder) findShapes() {
	for _, la := range f.lits {
		if f.covered[la.lit] || f.done[la.outer] {
			continue
		}
		var fn *types.Func
		argIndex := -1
		switch p := la.parent.(type) {
		case *ast.Field, *ast.ImportSpec, *ast.CaseClause:
			continue // a tag, an import path, a case to match
		case *ast.BinaryExpr:
			if p.Op == token.EQL || p.Op == token.NEQ {
				break // a comparison: the string is a whole URI
			}
			continue
		case *ast.CallExpr:
			fn = typeutil.StaticCallee(f.pass.TypesInfo, p)
			for i, arg := range p.Args {
				if arg == la.outer {
					argIndex = i
				}
			}
			if fn != nil && fn.Pkg() != nil {
				switch path := fn.Pkg().Path(); {
				case (path == "strings" || path == "bytes" || path == "regexp") && matchFuncs[fn.Name()]:
					continue
				case (path == "strings" || path == "bytes") && (fn.Name() == "Replace" || fn.Name() == "ReplaceAll") && argIndex == 1:
					continue // the text to replace
				}
			}
		}
		v, ok := f.shapeValue(la, fn, argIndex)
		if !ok {
			continue
		}
		text := v.Text()
		if !hasURIShape(text) && !hasPassword(text) || notAURI(la.lit.Value) && !strings.Contains(la.lit.Value, "%") || afterSep(text) == "" || strings.IndexByte(" \t\r\n", afterSep(text)[0]) >= 0 {
			continue
		}
		if ss := uri.SplitScheme(text); ss.Sep.Broken() && !hostAhead(text[ss.End:]) && !v.InHole(ss.End, ss.End+1) {
			continue // "http:/checkout", a span's name: no host, no URI
		}
		s := &Site{Value: v, Need: Need{Grammar: GrammarReference}, Evidence: EvidenceShape, Sink: "shape", Expr: la.outer, InTest: la.test, Prose: shownToUsers(fn, la.parent)}
		if f.fetchedByCommand(la, fn) {
			s.Evidence, s.Sink = EvidenceName, "command"
		}
		s.call, s.expectsError = f.shapeCall(la)
		f.add(s)
	}
}

// fetchedByCommand reports whether the literal is an argument of a
// command line that runs curl or wget, which fetch the URIs they are
// given: []string{"curl.exe", "-k", "https://kubernetes:443"}, or the
// format of exec.Command("curl", "-u", creds, fmt.Sprintf("https://%s:443/v2/", h)).
// fn is the callee of the call the literal is an argument of, if any.
func (f *finder) fetchedByCommand(la litAt, fn *types.Func) bool {
	arg, parent := la.outer, la.parent
	if call, ok := parent.(*ast.CallExpr); ok && fn != nil && isFormatFunc(fn) && call.Args[0] == arg {
		// The command gets what the format makes.
		up := f.pathTo(call)
		if len(up) < 2 {
			return false
		}
		arg, parent = call, up[1]
	}
	var args []ast.Expr
	switch p := parent.(type) {
	case *ast.CompositeLit:
		args = p.Elts
	case *ast.CallExpr:
		args = p.Args
	default:
		return false
	}
	for _, a := range args {
		if a == arg {
			return false
		}
		if tv, ok := f.pass.TypesInfo.Types[a]; ok && tv.Value != nil && tv.Value.Kind() == constant.String && fetcher(constant.StringVal(tv.Value)) {
			return true
		}
	}
	return false
}

// fetcher reports whether the command cmd is curl or wget.
func fetcher(cmd string) bool {
	base := strings.TrimSuffix(path.Base(cmd), ".exe")
	return base == "curl" || base == "wget"
}

// mayHoldUserinfo reports whether the source text of a string literal
// may hold "scheme://user:password@" after its start: a cheap filter for
// findInText.
func mayHoldUserinfo(raw string) bool {
	i := strings.Index(raw, "://")
	return i > 2 && strings.IndexByte(raw[i:], '@') > 0
}

// findInText makes a site of each "scheme://user:password@…" inside a
// longer string that is no site, bound there to a key that says URL: a
// connection URI in a JSON or YAML document ("uri": "…", url: …) or in a
// KEY=value line (DATABASE_URL=…). A password there is a password in a
// URI whatever the text around it (RFC 3986 §7.5); where the URI ends is
// a guess, so only the checks that accept EvidenceText, which read no
// more than the userinfo, look at it. Text shown to users, a message or
// help, and documentation, an example, are left alone (rule 3), and so,
// in a test, is a URI of a host on the test's own machine or of a bare
// word: the configuration of a server the test runs itself, or a name it
// never resolves (rule 2).
func (f *finder) findInText() {
	for _, la := range f.texts {
		if f.covered[la.lit] || f.done[la.outer] || f.done[la.lit] {
			continue
		}
		v, ok := f.ConstValue(la.lit)
		if !ok {
			continue
		}
		var fn *types.Func
		if call, ok := la.parent.(*ast.CallExpr); ok {
			fn = typeutil.StaticCallee(f.pass.TypesInfo, call)
		}
		text := v.Text()
		for _, span := range urisInText(text) {
			u := text[span[0]:span[1]]
			if !hasPassword(u) || !urlName(keyBefore(text, span[0])) || shownToUsers(fn, la.parent) {
				continue
			}
			if la.test && !remoteHost(u) {
				// A configuration the test loads into a server it runs
				// itself, or a URI it never resolves (rule 2).
				continue
			}
			if f.writtenWhole(la.lit, u) || f.inDocs(la.lit) {
				continue
			}
			var b expr.Builder
			b.Append(&v, span[0], span[1])
			// A URI after white space is in prose, where a word may
			// stand for the password (rule 3).
			prose := strings.IndexByte(" \t\n", text[span[0]-1]) >= 0
			s := &Site{Value: b.Value(), Need: Need{Grammar: GrammarReference}, Evidence: EvidenceText, Sink: "text", Expr: la.lit, InTest: la.test, Prose: prose}
			s.call, s.expectsError = f.shapeCall(la)
			f.sites = append(f.sites, s)
		}
	}
}

// remoteHost reports whether the host of "scheme://userinfo@host…" is a
// name of more than one label or an address, but no loopback, and holds
// no format verb: a host other than the machine a test runs on.
func remoteHost(u string) bool {
	rest := u[strings.Index(u, "://")+len("://"):]
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	host := rest[strings.LastIndexByte(rest, '@')+1:]
	if strings.Contains(host, "%") {
		return false // a format verb, or a zone of the machine's own
	}
	if h, ok := strings.CutPrefix(host, "["); ok {
		host, _, _ = strings.Cut(h, "]")
	} else {
		host, _, _ = strings.Cut(host, ":")
	}
	if addr, err := netip.ParseAddr(host); err == nil {
		return !addr.IsLoopback() && !addr.IsUnspecified()
	}
	return strings.Contains(host, ".") && !strings.EqualFold(host, "localhost")
}

// keyBefore returns the key that text binds to what starts at i: KEY in
// "KEY=…", "key": "…" or key: '…'; "" if there is none.
func keyBefore(text string, i int) string {
	j := i
	if j > 0 && (text[j-1] == '"' || text[j-1] == '\'') {
		j--
	}
	j = len(strings.TrimRight(text[:j], " \t"))
	if j == 0 || text[j-1] != ':' && text[j-1] != '=' {
		return ""
	}
	j = len(strings.TrimRight(text[:j-1], " \t"))
	if j > 0 && text[j-1] == '"' {
		j--
	}
	k := j
	for k > 0 && keyByte(text[k-1]) {
		k--
	}
	return text[k:j]
}

// inDocs reports whether lit is documentation: in a field or a literal
// whose name or type says example, doc, usage or help.
func (f *finder) inDocs(lit *ast.BasicLit) bool {
	for _, n := range f.pathTo(lit) {
		var name string
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			name = exprName(n.Key)
		case *ast.CompositeLit:
			if t, ok := types.Unalias(f.pass.TypesInfo.TypeOf(n)).(*types.Named); ok {
				name = t.Obj().Name()
			}
		}
		if slices.ContainsFunc(words(name), func(w string) bool { return slices.Contains(docWords, w) }) {
			return true
		}
	}
	return false
}

// writtenWhole reports whether the statement of lit writes u as a
// string of its own too: the input of a linkifier, whose expected
// rendering is lit. That string is the URI's site.
func (f *finder) writtenWhole(lit *ast.BasicLit, u string) bool {
	var stmt ast.Node
	for _, n := range f.pathTo(lit) {
		if _, ok := n.(ast.Stmt); ok {
			stmt = n
			break
		}
	}
	found := false
	if stmt != nil {
		ast.Inspect(stmt, func(n ast.Node) bool {
			if other, ok := n.(*ast.BasicLit); ok && other != lit && other.Kind == token.STRING {
				v, err := strconv.Unquote(other.Value)
				found = found || err == nil && v == u
			}
			return !found
		})
	}
	return found
}

// urisInText returns the spans of the "scheme://…" that text holds after
// its start, outside one another.
func urisInText(text string) [][2]int {
	var out [][2]int
	end := 0
	for _, span := range uri.QuotedURIs(text) {
		if span[0] < end {
			continue // in the query of the one before
		}
		end = span[1]
		if span[0] > 0 && !strings.HasPrefix(text[span[0]:], "://") {
			out = append(out, span)
		}
	}
	return out
}

// keyByte reports whether c may be part of a key that names a value in a
// document or a KEY=value line.
func keyByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-' || c == '.' || c == '+'
}

// shapeValue returns the value of the expression the literal starts: a
// format's text with a hole for each verb when it is the format of a
// printf-like call.
func (f *finder) shapeValue(la litAt, fn *types.Func, argIndex int) (expr.Value, bool) {
	if fn != nil && argIndex >= 0 && la.outer == ast.Expr(la.lit) && isFormatArg(fn, argIndex) {
		lit, ok := f.ConstValue(la.lit)
		if !ok {
			return expr.Value{}, false
		}
		call := la.parent.(*ast.CallExpr)
		return f.Format(&lit, call.Args[argIndex+1:]), true
	}
	if !notAURI(la.lit.Value) {
		return f.Value(la.outer)
	}
	if la.outer == ast.Expr(la.lit) && f.formatConst(la) {
		// const dsn = "postgres://u:pw@h/%s", only ever a format.
		lit, ok := f.ConstValue(la.lit)
		if !ok {
			return expr.Value{}, false
		}
		return f.Format(&lit, nil), true
	}
	return expr.Value{}, false // a format string elsewhere, a template, a pattern
}

// formatConst reports whether the literal is the value of a constant
// that is used, and only as the format of printf-like calls.
func (f *finder) formatConst(la litAt) bool {
	spec, ok := la.parent.(*ast.ValueSpec)
	if !ok || len(spec.Names) != len(spec.Values) {
		return false
	}
	i := slices.Index(spec.Values, ast.Expr(la.lit))
	if i < 0 {
		return false
	}
	c, ok := f.pass.TypesInfo.Defs[spec.Names[i]].(*types.Const)
	if !ok {
		return false
	}
	if f.constUses == nil {
		f.countFormatUses()
	}
	n := f.constUses[c]
	return n > 0 && f.formatUses[c] == n
}

// countFormatUses counts the uses of each constant, and its uses as the
// format of a printf-like call.
func (f *finder) countFormatUses() {
	f.constUses = make(map[*types.Const]int)
	f.formatUses = make(map[*types.Const]int)
	for _, obj := range f.pass.TypesInfo.Uses {
		if c, ok := obj.(*types.Const); ok {
			f.constUses[c]++
		}
	}
	for _, file := range f.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn := typeutil.StaticCallee(f.pass.TypesInfo, call)
			if fn == nil {
				return true
			}
			for i, arg := range call.Args {
				if id, ok := ast.Unparen(arg).(*ast.Ident); ok && isFormatArg(fn, i) {
					if c, ok := f.pass.TypesInfo.Uses[id].(*types.Const); ok {
						f.formatUses[c]++
					}
				}
			}
			return true
		})
	}
}

// isFormatArg reports whether the argument at index is the format of a
// printf-like function: the string parameter before "...any".
func isFormatArg(fn *types.Func, index int) bool {
	sig := fn.Signature()
	n := sig.Params().Len()
	if !sig.Variadic() || index != n-2 || !expr.IsString(sig.Params().At(index).Type()) {
		return false
	}
	s, ok := sig.Params().At(n - 1).Type().(*types.Slice)
	return ok && types.IsInterface(s.Elem())
}

// afterSep returns what follows the scheme and its separator, broken or
// not: "" for "http:/" or "https://", prefixes to match or to complete;
// white space for "data: …", an event-stream line, or prose.
func afterSep(s string) string {
	s = strings.TrimLeft(s, " \t\r\n")
	i := strings.IndexAny(s, ":/")
	if i < 0 {
		return ""
	}
	return strings.TrimLeft(s[i:], ":/\\")
}

// shownToUsers reports whether a literal, an argument of fn or a part of parent,
// is text shown to users: a message printed or logged, or the help of a
// command (rule 4).
func shownToUsers(fn *types.Func, parent ast.Node) bool {
	if kv, ok := parent.(*ast.KeyValueExpr); ok {
		if helpFields[exprName(kv.Key)] {
			return true
		}
	}
	if fn == nil || fn.Pkg() == nil || strings.HasPrefix(fn.Name(), "Sprint") || fn.Name() == "Errorf" {
		return false
	}
	name := strings.ToLower(fn.Name())
	for _, w := range printWords {
		if strings.HasPrefix(name, w) {
			return true
		}
	}
	return false
}

// shapeCall returns, for a literal in a test, the call it is an argument
// of, and whether the test expects that call to fail.
func (f *finder) shapeCall(la litAt) (*callAt, bool) {
	call, ok := la.parent.(*ast.CallExpr)
	if !ok || !la.test {
		return nil, false
	}
	fn := typeutil.StaticCallee(f.pass.TypesInfo, call)
	// The call's statement is the literal's ancestor(1) or (2).
	for i := range 3 {
		if la.ancestor(i) == ast.Node(call) {
			c := &callAt{nodeAt: nodeAt{node: call, up: shift(la.up, i+1), test: true}, call: call, fn: fn}
			return c, f.expectsError(*c)
		}
	}
	return nil, false
}

// shift returns the ancestors of the ancestor i levels up.
func shift(up *[6]ast.Node, i int) *[6]ast.Node {
	var out [6]ast.Node
	copy(out[:], up[i:])
	return &out
}

// hasPassword reports whether s is "scheme://user:password@…" of any
// scheme, a registered one or not (oracle://, sqlserver://): a password
// in a URI is unmistakable whatever the scheme.
func hasPassword(s string) bool { return passwordOf(s) != "" }

// passwordOf returns the password of "scheme://user:password@…", or "".
func passwordOf(s string) string {
	_, pw, _ := strings.Cut(userinfo(s), ":")
	return pw
}

// userinfo returns the userinfo of "scheme://userinfo@…", or "".
func userinfo(s string) string {
	ss := uri.SplitScheme(s)
	if ss.Sep != uri.SepSlashes {
		return ""
	}
	rest := s[ss.End:]
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		rest = rest[:i]
	}
	at := uri.UserinfoEnd(rest)
	if at < 0 {
		return ""
	}
	return rest[:at]
}

// hostAhead reports whether s, what follows a broken "://", starts with
// what can only be a host: a name with a dot, an IP address, localhost,
// or a name and a port.
func hostAhead(s string) bool {
	s = strings.TrimLeft(s, "/\\")
	if i := strings.IndexAny(s, "/?#"); i >= 0 {
		s = s[:i]
	}
	if i := strings.LastIndexByte(s, '@'); i >= 0 {
		s = s[i+1:]
	}
	host, port, hasPort := strings.Cut(s, ":")
	return strings.Contains(host, ".") || strings.EqualFold(host, "localhost") || host != "" && hasPort && port != "" && strings.Trim(port, "0123456789") == ""
}
