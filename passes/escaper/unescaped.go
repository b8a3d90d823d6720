package escaper

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites/expr"
	"github.com/urilint/urilint/uri"
)

// unescaped reports the holes of v that no escaper fills but whose text
// surely holds bytes their component must escape: a password, in the
// userinfo, where "@", ":" and "/" end it (RFC 3986 §3.2.1), or in a query
// value read as form data; and there text in the standard base64
// alphabet or a time with a zone offset east of UTC ("+01:00"), whose "+"
// form decoding reads as a space. Whether other text,
// an ID, a name or a token, may hold such bytes is not known from the
// code.
func unescaped(pass *checkutil.Pass, v *expr.Value, e ast.Expr, from placing, seen map[token.Pos]bool) {
	for _, h := range v.Holes() {
		if h.Expr == nil || h.Verb != 0 && h.Verb != 's' && h.Verb != 'v' || seen[h.Expr.Pos()] {
			continue
		}
		if tv := pass.TypesInfo.Types[h.Expr]; tv.Value != nil || !expr.IsString(tv.Type) {
			continue // a constant, a number, a value that formats itself
		}
		if val, ok := pass.Value(h.Expr); ok && val.Known() {
			continue
		}
		var what, where string
		if userinfoHole(v, h) {
			what, where = passwordOf(pass, h.Expr), "the userinfo"
		} else if c, ok := component(pass, v, h, from); ok && c == uri.ComponentQuery {
			what, where = queryText(pass, h.Expr), "a query value"
			if _, call := ast.Unparen(pass.Source(h.Expr)).(*ast.CallExpr); what == "" && !call && afterEquals(v, h) {
				// What a call returns is its own: it may be escaped
				// already (redirect := url.QueryEscape(path)).
				what = namedText(h.Expr)
			}
		}
		if what == "" || reassigned(pass, h.Expr) || harmlessValues(pass, h.Expr, where) {
			continue
		}
		if pass.InTest(h.Expr.Pos()) && !pass.FromFlag(h.Expr) && !pass.FromEnv(h.Expr) && !computedText(what) {
			continue // a test's own password, chosen to work
		}
		seen[h.Expr.Pos()] = true
		pos, end := h.Pos, h.EndPos
		if from.build != nil && !from.build.Within(pos, end) || from.build == nil && (pos < e.Pos() || end > e.End()) {
			pos, end = e.Pos(), e.End()
		}
		pass.ReportRange(pos, end, unescapedMessage(shownName(h.Expr), what, where, v))
	}
}

// computedText reports whether what, said by queryText, is text that an
// encoder or a formatter writes: a test does not choose its bytes.
func computedText(what string) bool {
	return what == textStdBase64 || what == textSignedZone
}

// harmlessValues reports whether every value e may hold is known, the
// test's own or the rows of a table, and none holds what the component
// must escape: net/url would write each as it is.
func harmlessValues(pass *checkutil.Pass, e ast.Expr, where string) bool {
	vals, complete := pass.Values(e)
	if !complete {
		return false
	}
	for _, v := range vals {
		t := v.Text()
		if where == "the userinfo" && url.UserPassword("u", t).String() != "u:"+t || where != "the userinfo" && url.QueryEscape(t) != t {
			return false
		}
	}
	return true
}

// shownName is how a message names e: as written, unless it writes a
// string, which may be a secret, or is long; then "".
func shownName(e ast.Expr) string {
	lits := false
	ast.Inspect(e, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			lits = true
		}
		return !lits
	})
	if name := types.ExprString(e); !lits && len(name) <= 40 {
		return name
	}
	return ""
}

func unescapedMessage(name, what, where string, v *expr.Value) string {
	shown := uri.Redact(v.Display())
	subject := what
	if name != "" {
		subject = name + ", " + what + ","
	}
	if where == "the userinfo" {
		return fmt.Sprintf("%s is written into the userinfo of %q unescaped: an \"@\", \":\" or \"/\" in it ends the userinfo (RFC 3986 §3.2.1); build it with url.UserPassword", subject, shown)
	}
	return fmt.Sprintf("%s is written into a query value of %q unescaped: a \"+\" in it is read back as a space, and \"&\", \"=\" or \"#\" change the query (RFC 3986 §3.4); escape it with url.QueryEscape", subject, shown)
}

// userinfoHole reports whether the hole h of v stands in the userinfo of
// a URI whose "scheme://" is written out, before a written "@".
func userinfoHole(v *expr.Value, h expr.Hole) bool {
	text := v.Text()
	// user + ":" + p + "@" + u.Host: an authority built alone, the host
	// and port after the "@" not written out; but not a DSN of a format
	// of its own, "user:pw@tcp(host)/db" or "user:pw@localhost:3050" +
	// path, whose parser may split at the last "@".
	if h.Start > 0 && text[h.Start-1] == ':' && !v.InHole(h.Start-1, h.Start) && h.End < len(text) && text[h.End] == '@' && !v.InHole(h.End, h.End+1) &&
		!strings.ContainsAny(text[:h.Start-1], "/?#@:") && !mysqlDSN(text) && holesOnly(v, h.End+1, len(text), ":") {
		return true
	}
	ss := uri.SplitScheme(text)
	if ss.Sep != uri.SepSlashes || v.InHole(0, ss.End) || h.Start < ss.End || strings.ContainsAny(text[ss.End:h.Start], "/?#@") {
		return false
	}
	for i := h.End; i < len(text); i++ {
		if v.InHole(i, i+1) {
			continue
		}
		switch text[i] {
		case '@':
			return true
		case '/', '?', '#':
			return false
		}
	}
	return false
}

// holesOnly reports whether v holds only holes and bytes of keep in
// [start, end).
func holesOnly(v *expr.Value, start, end int, keep string) bool {
	text := v.Text()
	for i := start; i < end; i++ {
		if !v.InHole(i, i+1) && strings.IndexByte(keep, text[i]) < 0 {
			return false
		}
	}
	return true
}

// passwordOf says "a password" when e holds one: its name says so, or it
// is the password of a parsed URL's userinfo, decoded (p, ok :=
// u.User.Password()).
func passwordOf(pass *checkutil.Pass, e ast.Expr) string {
	if w := passwordName(e); w != "" {
		return w
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return ""
	}
	obj := pass.TypesInfo.Uses[id]
	if obj == nil {
		return ""
	}
	for _, f := range pass.Files {
		if !(f.FileStart <= obj.Pos() && obj.Pos() < f.FileEnd) {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, obj.Pos(), obj.Pos())
		for _, n := range path {
			as, ok := n.(*ast.AssignStmt)
			if !ok {
				continue
			}
			if len(as.Rhs) == 1 && len(as.Lhs) == 2 && as.Lhs[0].Pos() == obj.Pos() {
				if call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); ok {
					if fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func); ok && fn.FullName() == "(*net/url.Userinfo).Password" {
						return "a password"
					}
				}
			}
			break
		}
	}
	return ""
}

// passwordName says "a password" when the name of e says it holds one,
// text that users choose freely; else "". A user name or a token is
// mostly of letters and digits: whether it needs escaping is not known,
// and so is a secret a service issues (secretKey, clientSecret).
func passwordName(e ast.Expr) string {
	name := strings.ToLower(lastName(e))
	if strings.Contains(name, "pass") || strings.Contains(name, "pwd") {
		return "a password"
	}
	return ""
}

// What queryText says of text that an encoder or a formatter writes.
const (
	textStdBase64  = "text in the standard base64 alphabet"
	textSignedZone = "a time whose zone offset may start with \"+\""
)

// queryText says what e holds that a query value must escape: text of
// the standard base64 alphabet, a time written with a signed zone offset,
// or a password; else "".
func queryText(pass *checkutil.Pass, e ast.Expr) string {
	return queryTextDepth(pass, e, 0)
}

func queryTextDepth(pass *checkutil.Pass, e ast.Expr, depth int) string {
	src := ast.Unparen(pass.Source(e))
	call, ok := src.(*ast.CallExpr)
	if !ok {
		// t, err := randToken(): what the helper returns, or else what
		// the name says (p, ok := u.User.Password()).
		if call := definingCall(pass, src); call != nil && depth < 3 {
			if text := queryTextDepth(pass, call, depth+1); text != "" {
				return text
			}
		}
	}
	if !ok && depth < 3 {
		// A field of the package's own type that is written such text
		// wherever it is written: h.state, from randToken().
		if writes := pass.FieldWrites(src); len(writes) > 0 {
			if text := sameText(pass, writes, depth+1); text != "" && text != "a password" {
				return text
			}
		}
	}
	if ok {
		fn := typeutil.Callee(pass.TypesInfo, call)
		if fn, ok := fn.(*types.Func); ok && depth < 3 {
			// A helper of the package that returns such text on every
			// path: a signature encoded with base64.StdEncoding. A
			// return of "" beside an error gives no text.
			if results, ok := pass.ReturnedExprs(fn); ok {
				results = slices.DeleteFunc(slices.Clone(results), func(r ast.Expr) bool {
					tv := pass.TypesInfo.Types[r]
					return tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
				})
				if text := sameText(pass, results, depth+1); text != "" && text != "a password" {
					return text
				}
			}
		}
		if fn, ok := fn.(*types.Func); ok && fn.FullName() == "(*encoding/base64.Encoding).EncodeToString" {
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
				switch lastName(sel.X) {
				case "StdEncoding", "RawStdEncoding":
					return textStdBase64
				}
			}
		}
		if fn, ok := fn.(*types.Func); ok && fn.FullName() == "(time.Time).Format" && len(call.Args) == 1 && signedZone(pass, call) {
			return textSignedZone
		}
		return "" // what a call returns is its own: an ID, an encoded query
	}
	return passwordOf(pass, e)
}

// sameText returns what queryText says of every one of es, when it says
// the same of all, and "" otherwise.
func sameText(pass *checkutil.Pass, es []ast.Expr, depth int) string {
	if len(es) == 0 {
		return ""
	}
	text := queryTextDepth(pass, es[0], depth)
	for _, e := range es[1:] {
		if queryTextDepth(pass, e, depth) != text {
			return ""
		}
	}
	return text
}

// afterEquals reports whether the hole h of v follows a written '=': it
// is a query parameter's whole value, or starts it.
func afterEquals(v *expr.Value, h expr.Hole) bool {
	return h.Start > 0 && v.Text()[h.Start-1] == '=' && !v.InHole(h.Start-1, h.Start)
}

// Names of values whose text a query value must escape (RFC 3986 §3.4).
var (
	// a URI, whose own "?", "&" and "#" end the value or the query
	urlName = regexp.MustCompile(`(?i)(url|uri|href|redirect|callback)$`)
	// a file's path, which may hold spaces, "&", "#" and "+"
	filePathName = regexp.MustCompile(`^(?:(?:file|full|local|abs|dir|socket)?[Pp]ath|[a-z]+(?:File|Full|Local|Abs|Dir|Socket)Path)$`)
	// a regular expression or a filter, with "+", "|", "^" and spaces
	patternName = regexp.MustCompile(`(?i)(regex|regexp|filter)$`)
)

// namedText says what e holds when its name says it is text that a
// query value must escape: a URL, a file's path or a regular expression;
// else "". A URL's path (u.Path) is no file's.
func namedText(e ast.Expr) string {
	name := lastName(e)
	switch {
	case urlName.MatchString(name):
		return "a URL"
	case filePathName.MatchString(name):
		if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok && sel.Sel.Name == "Path" {
			return ""
		}
		return "a file path"
	case patternName.MatchString(name):
		return "a pattern"
	}
	return ""
}

// signedZone reports whether call, t.Format(layout), may write a zone
// offset east of UTC as "+hh:mm": the layout is a constant with "-07"
// (always signed), or with "Z07" for a time not made UTC, which writes
// "Z" for UTC (time.RFC3339).
func signedZone(pass *checkutil.Pass, call *ast.CallExpr) bool {
	tv := pass.TypesInfo.Types[call.Args[0]]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return false
	}
	layout := constant.StringVal(tv.Value)
	if strings.Contains(layout, "-07") {
		return true
	}
	if !strings.Contains(layout, "Z07") {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	recv, ok := ast.Unparen(sel.X).(*ast.CallExpr)
	if ok {
		if fn := typeutil.StaticCallee(pass.TypesInfo, recv); fn != nil && fn.FullName() == "(time.Time).UTC" {
			return false
		}
	}
	return !fixedZone(pass, sel.X)
}

// definingCall returns the call whose first result declares the local
// variable e, t, err := time.Parse(…), when it is written nowhere else.
func definingCall(pass *checkutil.Pass, e ast.Expr) *ast.CallExpr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || reassigned(pass, id) {
		return nil
	}
	file := pass.FileOf(v.Pos())
	if file == nil {
		return nil
	}
	var call *ast.CallExpr
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil || call != nil || v.Pos() < n.Pos() || n.End() <= v.Pos() {
			return false // only the nodes that hold the declaration
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		if len(as.Lhs) > 0 && len(as.Rhs) == 1 {
			if lhs, ok := as.Lhs[0].(*ast.Ident); ok && pass.TypesInfo.Defs[lhs] == v {
				call, _ = ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
			}
		}
		return call == nil
	})
	return call
}

// fixedZone reports whether t, a time.Time, is made from constants with
// no east-of-UTC offset: time.Parse of a constant text without "+",
// which is UTC unless the text says otherwise, or time.Date(…, time.UTC).
func fixedZone(pass *checkutil.Pass, t ast.Expr) bool {
	call, ok := ast.Unparen(pass.Source(t)).(*ast.CallExpr)
	if !ok {
		call = definingCall(pass, t)
	}
	if call == nil {
		return false
	}
	fn := typeutil.StaticCallee(pass.TypesInfo, call)
	if fn == nil {
		return false
	}
	switch fn.FullName() {
	case "time.Parse":
		if len(call.Args) != 2 {
			return false
		}
		tv := pass.TypesInfo.Types[call.Args[1]]
		return tv.Value != nil && tv.Value.Kind() == constant.String && !strings.Contains(constant.StringVal(tv.Value), "+")
	case "time.Date":
		if len(call.Args) != 8 {
			return false
		}
		sel, ok := ast.Unparen(call.Args[7]).(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "UTC"
	}
	return false
}

// reassigned reports whether e is a variable that its function assigns
// after declaring it: it may be escaped there (q = url.QueryEscape(q)).
func reassigned(pass *checkutil.Pass, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	obj := pass.TypesInfo.Uses[id]
	if obj == nil {
		return false
	}
	found := false
	for _, f := range pass.Files {
		if f.Pos() > obj.Pos() || obj.Pos() >= f.End() {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok && !found {
				for _, l := range as.Lhs {
					if lid, ok := ast.Unparen(l).(*ast.Ident); ok && pass.TypesInfo.Uses[lid] == obj {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}

// lastName returns the last identifier of e: "Password" for c.Password.
func lastName(e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	case *ast.StarExpr:
		return lastName(e.X)
	}
	return ""
}
