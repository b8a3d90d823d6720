package escaper

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"net/url"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/passes/sites/expr"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the escaper check. Besides the strings that reach a URI, it
// reads concatenations and fmt.Sprintf calls that start like a URI, which
// are not sites until they reach one.
var Check = &checkutil.Check{
	Name:     "escaper",
	Doc:      checkutil.Doc(doc, "escaper", lint.SeverityWarning),
	Fix:      checkutil.FixOptIn, // the swap changes the URI the code builds
	Evidence: sites.EvidenceSink,
	Grammars: sites.GrammarURI,
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      run,
}

// The escapers of net/url, and the component each one is for.
const (
	queryEscape = "QueryEscape" // a query key or value (encodeQueryComponent)
	pathEscape  = "PathEscape"  // one path segment (encodePathSegment)
)

// A use is where the values of the package put an escaper call.
type use struct {
	compon uri.Component // where the first value puts it
	mixed  bool          // another value puts it in the other component
	wrong  bool          // some value puts it where the other escaper belongs
	msg    string
	fixOK  bool // the call is written in an expression that puts it wrong
	// landed is where a variable that holds the call's result is put
	// wrong, when the call is written elsewhere and the variable is read
	// elsewhere too, where it may be right: the mistake is where it
	// lands (u.Path = u.Path + "/" + rel, where rel is also returned).
	landed ast.Expr
	// decoded: some value puts it in url.URL's Path, which is held
	// decoded: no escaper belongs there, and swapping fixes nothing.
	decoded bool
}

func run(pass *checkutil.Pass) {
	seen := make(map[token.Pos]bool)
	// A DSN that one branch writes "user:pw@tcp(host)/db" is one in the
	// other branches too ("user:pw@unix/db"): its parser splits at the
	// last "@".
	dsnChains := make(map[ast.Node]bool)
	for _, b := range pass.Builds() {
		if b.Parts != nil && mysqlDSN(b.Value.Text()) {
			dsnChains[b.Parent] = true
		}
	}
	for _, b := range pass.Builds() {
		if b.Fixture == "" && !(b.Parts != nil && dsnChains[b.Parent]) {
			unescaped(pass, &b.Value, b.Expr, placing{build: b}, seen)
		}
	}
	for _, s := range pass.Sites() {
		if s.Fixture == "" {
			unescaped(pass, &s.Value, s.Expr, placing{site: s}, seen)
		}
	}
	if !pass.Imports("net/url") {
		return // fast path: the escapers are functions of net/url
	}
	escapedIntoValues(pass)
	for _, b := range pass.Builds() {
		if !b.InTest && b.Kind == sites.BuildField && b.Field == "Path" {
			joinedIntoPath(pass, b)
		}
	}
	uses := map[*ast.CallExpr]*use{}
	for _, b := range pass.Builds() {
		if b.InTest && (!b.Sent && !b.Tail && !escapesOutside(pass, &b.Value) || b.Fixture != "") {
			// A test's URI that reaches no sink is an expected value,
			// written as the code under test writes it: a finding
			// belongs on the code. One that escapes what a flag or the
			// environment gives is the test's working value.
			continue
		}
		switch b.Kind {
		case sites.BuildConcat, sites.BuildFormat, sites.BuildField:
			place(pass, &b.Value, b.Expr, placing{build: b}, uses)
		}
	}
	for _, s := range pass.Sites() {
		place(pass, &s.Value, s.Expr, placing{site: s}, uses)
	}
	for call, u := range uses {
		if !u.wrong {
			continue
		}
		var fixes []analysis.SuggestedFix
		if u.fixOK && !u.mixed && !u.decoded && u.compon != uri.ComponentUserinfo {
			if fix, ok := swap(pass, call); ok {
				fixes = append(fixes, fix)
			}
		}
		if u.landed != nil && !u.fixOK {
			pass.ReportRange(u.landed.Pos(), u.landed.End(), u.msg)
			continue
		}
		pass.ReportRange(call.Fun.Pos(), call.Fun.End(), u.msg, fixes...)
	}
}

// holder returns the identifier in e of the variable that the statement
// holding call assigns: rel in u.Path + "/" + rel, after
// rel := "users/" + url.PathEscape(id).
func holder(pass *checkutil.Pass, e ast.Expr, call *ast.CallExpr) *ast.Ident {
	var assigned []types.Object
	for _, file := range pass.Files {
		if file.FileStart <= call.Pos() && call.End() <= file.FileEnd {
			path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
			for _, n := range path {
				switch n := n.(type) {
				case *ast.AssignStmt:
					for _, lhs := range n.Lhs {
						if id, ok := lhs.(*ast.Ident); ok {
							assigned = append(assigned, pass.TypesInfo.ObjectOf(id))
						}
					}
				case *ast.ValueSpec:
					for _, id := range n.Names {
						assigned = append(assigned, pass.TypesInfo.ObjectOf(id))
					}
				}
				if _, ok := n.(ast.Stmt); ok {
					break
				}
			}
			break
		}
	}
	var found *ast.Ident
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && found == nil && slices.Contains(assigned, pass.TypesInfo.Uses[id]) {
			found = id
		}
		return found == nil
	})
	return found
}

// readTwice reports whether the variable id refers to is read in more
// than one place; a write to it is no read.
func readTwice(pass *checkutil.Pass, id *ast.Ident) bool {
	obj := pass.TypesInfo.Uses[id]
	if obj == nil {
		return false
	}
	reads := 0
	for _, file := range pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for _, rhs := range n.Rhs {
					ast.Inspect(rhs, func(m ast.Node) bool {
						if r, ok := m.(*ast.Ident); ok && pass.TypesInfo.Uses[r] == obj {
							reads++
						}
						return true
					})
				}
				return false // its left side writes
			case *ast.Ident:
				if pass.TypesInfo.Uses[n] == obj {
					reads++
				}
			}
			return reads < 2
		})
	}
	return reads > 1
}

// mysqlDSN reports whether text is a DSN of go-sql-driver/mysql,
// "user:pw@tcp(host)/db": no scheme, and a "(" after the "@".
func mysqlDSN(text string) bool {
	at := strings.IndexByte(text, '@')
	return at >= 0 && !strings.Contains(text, "://") && strings.Contains(text[at:], "(")
}

// joinedIntoPath reports the string of url.JoinPath written to the Path
// field: JoinPath gives the path escaped, and String escapes it again,
// "a%20b" as "a%2520b" (RFC 3986 §2.4).
func joinedIntoPath(pass *checkutil.Pass, b *sites.Build) {
	call, ok := ast.Unparen(b.Expr).(*ast.CallExpr)
	if !ok {
		if call = joinedInto(pass, b.Expr); call == nil {
			return
		}
	}
	if fn := typeutil.StaticCallee(pass.TypesInfo, call); fn == nil || fn.FullName() != "net/url.JoinPath" {
		return
	}
	pass.ReportRange(call.Fun.Pos(), call.Fun.End(), "url.JoinPath gives its path escaped, and the Path field of net/url.URL holds it decoded: String escapes it again, \"%20\" as \"%2520\" (RFC 3986 §2.4); write the result to RawPath too, or join with path.Join")
}

// joinedInto returns the url.JoinPath call whose string the variable e
// is given once, p, err := url.JoinPath(…), and is never written after.
func joinedInto(pass *checkutil.Pass, e ast.Expr) *ast.CallExpr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	var found *ast.CallExpr
	writes := 0
	for _, file := range pass.Files {
		if file.FileStart > v.Pos() || v.Pos() > file.FileEnd {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok {
				return true
			}
			for i, lhs := range as.Lhs {
				if l, ok := lhs.(*ast.Ident); !ok || pass.TypesInfo.ObjectOf(l) != v {
					continue
				}
				writes++
				if i == 0 && len(as.Rhs) == 1 && len(as.Lhs) == 2 {
					if c, ok := as.Rhs[0].(*ast.CallExpr); ok {
						if fn := typeutil.StaticCallee(pass.TypesInfo, c); fn != nil && fn.FullName() == "net/url.JoinPath" {
							found = c
						}
					}
				}
			}
			return true
		})
	}
	if writes != 1 {
		return nil
	}
	return found
}

// placing is where a value comes from: a site, which surely reaches a
// URI, or a build, which may.
type placing struct {
	site  *sites.Site
	build *sites.Build
}

// escaperCall returns the escaper call that the hole h stands for: its
// expression, or what the variable there holds.
func escaperCall(pass *checkutil.Pass, h expr.Hole) *ast.CallExpr {
	if h.Expr == nil || h.Verb != 0 && h.Verb != 's' && h.Verb != 'v' {
		return nil // "%q" quotes the escaped text
	}
	call, ok := ast.Unparen(pass.Source(h.Expr)).(*ast.CallExpr)
	if !ok || escaperName(pass, call) == "" {
		return nil
	}
	return call
}

// adjacentHoles counts the holes in [start, end) of v that the text at
// end follows right away: "route" in "/x/" + route + url.QueryEscape(v),
// which may end the path with "?q=".
func adjacentHoles(v *expr.Value, start, end int) int {
	n := 0
	for _, o := range v.Holes() {
		if o.Start >= start && o.End == end {
			n++
		}
	}
	return n
}

// endsInSlash reports whether the hole o, a base in front of the escaped
// text, surely ends in "/": the text after it is a path segment.
func endsInSlash(pass *checkutil.Pass, o expr.Hole) bool {
	return o.Expr != nil && pass.EndsInSlash(o.Expr)
}

// place finds where the value v, built by e, puts each escaper call it
// holds, and records those put in the wrong component.
func place(pass *checkutil.Pass, v *expr.Value, e ast.Expr, from placing, uses map[*ast.CallExpr]*use) {
	for _, h := range v.Holes() {
		call := escaperCall(pass, h)
		if call == nil {
			if from.build != nil && from.build.Field == "Path" {
				// u.Path = path.Join(u.Path, url.PathEscape(id)): the
				// segments joined are decoded text too.
				for _, call := range joinedEscapers(pass, h) {
					placeDecoded(pass, call, v, uses)
				}
				// c.do(ctx, "/v2/token/"+url.PathEscape(id)), whose
				// path parameter is written or joined into the field.
				for _, call := range passedEscapers(pass, h) {
					placeDecoded(pass, call, v, uses)
				}
			}
			continue
		}
		c, ok := component(pass, v, h, from)
		if !ok {
			continue
		}
		name := escaperName(pass, call)
		decoded := from.build != nil && from.build.Field == "Path"
		wrong := decoded || name == queryEscape && (c == uri.ComponentPath || c == uri.ComponentUserinfo) || name == pathEscape && c == uri.ComponentQuery
		if wrong && harmless(pass, call, c, decoded) {
			wrong = false
		}
		u := record(uses, call, c)
		if !wrong {
			continue
		}
		u.wrong = true
		u.decoded = u.decoded || decoded
		within := e.Pos() <= call.Pos() && call.End() <= e.End() || from.build != nil && from.build.Within(call.Pos(), call.End())
		u.fixOK = u.fixOK || within
		if !within && u.landed == nil {
			if id := holder(pass, e, call); id != nil && readTwice(pass, id) {
				u.landed = id
			}
		}
		if u.msg == "" || decoded {
			u.msg = message(call, c, v, decoded)
		}
	}
}

// escapesOutside reports whether v escapes text that a flag or the
// environment gives: url.QueryEscape(os.Getenv("PGPASSWORD")).
func escapesOutside(pass *checkutil.Pass, v *expr.Value) bool {
	for _, h := range v.Holes() {
		if call := escaperCall(pass, h); call != nil && len(call.Args) == 1 && (pass.FromEnv(call.Args[0]) || pass.FromFlag(call.Args[0])) {
			return true
		}
	}
	return false
}

// joinedEscapers returns the escaper calls among the arguments of the
// path.Join call that the hole h stands for.
func joinedEscapers(pass *checkutil.Pass, h expr.Hole) []*ast.CallExpr {
	if h.Expr == nil {
		return nil
	}
	join, ok := ast.Unparen(pass.Source(h.Expr)).(*ast.CallExpr)
	if !ok || join.Ellipsis.IsValid() {
		return nil
	}
	if fn := typeutil.StaticCallee(pass.TypesInfo, join); fn == nil || fn.FullName() != "path.Join" {
		return nil
	}
	var out []*ast.CallExpr
	for _, a := range join.Args {
		if call := escaperCall(pass, expr.Hole{Expr: a}); call != nil {
			out = append(out, call)
		}
	}
	return out
}

// passedEscapers returns the escaper calls in the arguments that every
// call of the package's function gives its parameter that the hole h
// stands for, or that a path.Join there joins.
func passedEscapers(pass *checkutil.Pass, h expr.Hole) []*ast.CallExpr {
	if h.Expr == nil {
		return nil
	}
	// Unknown parts side by side are one hole: c.config.PathPrefix + p.
	params := expr.Operands(h.Expr)
	if join, ok := ast.Unparen(pass.Source(h.Expr)).(*ast.CallExpr); ok && !join.Ellipsis.IsValid() {
		if fn := typeutil.StaticCallee(pass.TypesInfo, join); fn != nil && fn.FullName() == "path.Join" {
			params = join.Args
		}
	}
	var out []*ast.CallExpr
	for _, p := range params {
		args, ok := pass.Args(p)
		if !ok {
			continue
		}
		for _, a := range args {
			v, ok := pass.Value(a)
			if !ok {
				continue
			}
			for _, ah := range v.Holes() {
				if call := escaperCall(pass, ah); call != nil {
					out = append(out, call)
				}
			}
		}
	}
	return out
}

// placeDecoded records call, an escaper whose result lands in the Path
// field of a net/url.URL, which holds the path decoded.
func placeDecoded(pass *checkutil.Pass, call *ast.CallExpr, v *expr.Value, uses map[*ast.CallExpr]*use) {
	if harmless(pass, call, uri.ComponentPath, true) {
		return
	}
	u := record(uses, call, uri.ComponentPath)
	u.wrong, u.decoded = true, true
	u.msg = message(call, uri.ComponentPath, v, true)
}

// record notes that call's result lands in the component c, and returns
// what is known of its uses.
func record(uses map[*ast.CallExpr]*use, call *ast.CallExpr, c uri.Component) *use {
	u := uses[call]
	if u == nil {
		u = &use{compon: c}
		uses[call] = u
	} else if u.compon != c {
		u.mixed = true // one result in a path and in a query: no single fix
	}
	return u
}

// component returns the component of v the hole h is in, when that is
// surely a path segment of a hierarchical URI or a query value.
func component(pass *checkutil.Pass, v *expr.Value, h expr.Hole, from placing) (uri.Component, bool) {
	before := v.Text()[:h.Start]
	// A site surely reaches a URI, and so does a build given to a sink or
	// that a function appends to its base URL.
	tail := from.build != nil && from.build.Tail
	site := from.site != nil || tail || from.build != nil && from.build.Sent
	// A base in front that ends in "/", "%s%s.json" with the base
	// ensureTrailingSlash(u), puts what follows in its path, unless a "?"
	// or "#" is written after it.
	if hs := v.Holes(); site && len(hs) > 0 && hs[0].Start == 0 && hs[0].End <= h.Start && endsInSlash(pass, hs[0]) {
		if p, err := uri.ParsePrefix("/p/"+before[hs[0].End:], uri.RuleURIReference); err == nil && p.Open == uri.ComponentPath {
			return uri.ComponentPath, adjacentHoles(v, hs[0].End, h.Start) == 0
		}
	}
	if b := from.build; b != nil && b.Kind == sites.BuildField {
		switch b.Field {
		case "Path", "RawPath":
			return uri.ComponentPath, true
		case "RawQuery":
			// A value, after "name=": the text of a hole has no "&".
			return uri.ComponentQuery, strings.Contains(before[strings.LastIndexByte(before, '&')+1:], "=")
		}
		return 0, false
	}
	// Text after a "/" starts a segment: an escaper's result holds no
	// "/", so "/" + url.QueryEscape(id) cannot open an authority.
	text := before
	if strings.HasSuffix(before, "/") {
		text += "_"
	}
	p, err := uri.ParsePrefix(text, uri.RuleURIReference)
	if err != nil {
		return 0, false
	}
	scheme, hasScheme := p.Scheme()
	var sch uri.Scheme
	known := false
	if hasScheme {
		sch, known = uri.LookupScheme(scheme)
		// The scheme must be written out, not brought by a hole.
		known = known && len(v.Prefix()) > len(scheme)
	}
	switch p.Open {
	case uri.ComponentPath:
		// An unknown part right before the escaped text may end the path:
		// "https://h/" + route + url.QueryEscape(v), with route "s?q=".
		// One followed by a "/" does not, in any URI one would build, nor
		// does an escaper's result, which holds no "?", nor a base that
		// ends in "/", which puts what follows in the path.
		inPath := false
		if start, _, ok := p.Offsets(uri.ComponentPath); ok {
			for _, o := range v.Holes() {
				if o.Start >= start && o.End <= h.Start && !strings.Contains(before[o.End:], "/") && escaperCall(pass, o) == nil {
					if !endsInSlash(pass, o) {
						return 0, false
					}
					inPath = true
				}
			}
		}
		// A path is certain with "scheme://" written out, or at a sink. A
		// string that starts with "/" may be a file name or a key.
		if site {
			// A reference resolved against a base is a path even when
			// relative: "repos/" + owner given to a client's base URL.
			relative := (tail || from.site != nil && from.site.Need.Resolved) && !hasScheme && !strings.HasPrefix(before, "//")
			return uri.ComponentPath, p.HasAuthority() || strings.HasPrefix(p.Path(), "/") || relative || inPath
		}
		return uri.ComponentPath, known && p.HasAuthority() && strings.HasPrefix(v.Prefix(), scheme+"://")
	case uri.ComponentQuery:
		q, _ := p.Query()
		if !strings.Contains(q[strings.LastIndexByte(q, '&')+1:], "=") {
			// A key, or a whole query: PathEscape keeps its "&" and "=" on
			// purpose there.
			return 0, false
		}
		if hasScheme {
			// Only HTTP reads "+" in a query as a space and "&" as a
			// separator (the form encoding): a "mailto:" header field, or
			// libpq's "postgres:" options, would take QueryEscape's "+"
			// as a "+".
			return uri.ComponentQuery, sch.FormQuery && (site || known)
		}
		// A "?" written out, then "name=", is the query of a reference:
		// the text of a hole has no "?" of its own.
		return uri.ComponentQuery, true
	}
	if p.Open == uri.ComponentAuthority && hasScheme && strings.HasPrefix(v.Prefix(), scheme+"://") && !strings.Contains(before[len(scheme)+3:], "@") {
		// "postgres://user:" + pw + "@host": an "@" after the hole, before
		// the path, ends a userinfo that the hole is in (§3.2.1).
		after := v.Text()[h.End:]
		if end := strings.IndexAny(after, "/?#"); end >= 0 {
			after = after[:end]
		}
		return uri.ComponentUserinfo, strings.Contains(after, "@")
	}
	return 0, false // the host or the fragment: other escapers
}

// harmless reports whether the escaper's argument is known and the two
// escapers give it the same meaning in component c: no space in a path,
// no "&" or "+" in a query value; or, in a decoded path, nothing that
// either escapes.
func harmless(pass *checkutil.Pass, call *ast.CallExpr, c uri.Component, decoded bool) bool {
	if len(call.Args) != 1 {
		return false
	}
	if !decoded && (c == uri.ComponentPath || c == uri.ComponentUserinfo) && spaceless(pass, call.Args[0]) {
		return true
	}
	av, ok := pass.Value(call.Args[0])
	if !ok || !av.Known() {
		return false
	}
	if decoded {
		return url.PathEscape(av.Text()) == av.Text() && url.QueryEscape(av.Text()) == av.Text()
	}
	if c == uri.ComponentPath || c == uri.ComponentUserinfo {
		return !strings.Contains(av.Text(), " ")
	}
	return !strings.ContainsAny(av.Text(), "&+")
}

// spaceless reports whether e is text of an alphabet with no space: what
// an encoding/base64 or encoding/hex encoder, strconv's integer
// formatters, or fmt.Sprintf with integer verbs alone write
// (url.QueryEscape(base64.URLEncoding.EncodeToString(sum))). QueryEscape
// and PathEscape differ in a path by the space alone ("+" against
// "%20"); the rest of what QueryEscape escapes a path reads the same.
func spaceless(pass *checkutil.Pass, e ast.Expr) bool {
	call, ok := ast.Unparen(pass.Source(e)).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := typeutil.StaticCallee(pass.TypesInfo, call)
	if fn == nil {
		return false
	}
	switch fn.FullName() {
	case "(*encoding/base64.Encoding).EncodeToString", "encoding/hex.EncodeToString",
		"strconv.Itoa", "strconv.FormatInt", "strconv.FormatUint":
		return true
	case "fmt.Sprintf":
		if len(call.Args) < 2 {
			return false
		}
		format, ok := pass.Value(call.Args[0])
		if !ok || !format.Known() {
			return false
		}
		verbs := strings.NewReplacer("%x", "", "%X", "", "%d", "", "%02x", "", "%02X", "").Replace(format.Text())
		return verbs == ""
	}
	return false
}

func message(call *ast.CallExpr, c uri.Component, v *expr.Value, decoded bool) string {
	fun := types.ExprString(call.Fun)
	shown := uri.Redact(v.Display())
	if decoded {
		return fmt.Sprintf("%s in %q, the Path of a net/url.URL, which holds the path decoded: String escapes the escapes again (\"%%\" becomes \"%%25\"); write the segment as it is, or set RawPath too (RFC 3986 §2.4, §3.3; net/url)", fun, shown)
	}
	if c == uri.ComponentPath {
		return fmt.Sprintf("%s in the path of %q writes a space as \"+\", which a path keeps as \"+\": use PathEscape (RFC 3986 §3.3; net/url)", fun, shown)
	}
	if c == uri.ComponentUserinfo {
		return fmt.Sprintf("%s in the userinfo of %q writes a space as \"+\", which a userinfo keeps as \"+\": set the URL's User with url.UserPassword, which escapes it (RFC 3986 §3.2.1; net/url)", fun, shown)
	}
	return fmt.Sprintf("%s in a query value of %q leaves \"&\", \"+\" and \"=\" as they are, which split or change the parameters: use QueryEscape (RFC 3986 §3.4; net/url)", fun, shown)
}

// swap returns the fix that calls the other escaper, when the call is
// written pkg.Name with pkg the name of net/url.
func swap(pass *checkutil.Pass, call *ast.CallExpr) (analysis.SuggestedFix, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return analysis.SuggestedFix{}, false // a dot import
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	if pn, ok := pass.TypesInfo.Uses[id].(*types.PkgName); !ok || pn.Imported().Path() != "net/url" {
		return analysis.SuggestedFix{}, false
	}
	to := pathEscape
	if sel.Sel.Name == pathEscape {
		to = queryEscape
	}
	return analysis.SuggestedFix{
		Message:   "Use " + id.Name + "." + to,
		TextEdits: []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte(to)}},
	}, true
}

// escaperName returns "QueryEscape" or "PathEscape" for a call of that
// function of net/url with one argument, else "".
func escaperName(pass *checkutil.Pass, call *ast.CallExpr) string {
	fn := typeutil.StaticCallee(pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" || len(call.Args) != 1 {
		return ""
	}
	switch fn.Name() {
	case queryEscape, pathEscape:
		return fn.Name()
	}
	return ""
}
