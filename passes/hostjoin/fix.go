package hostjoin

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/passes/sites/expr"
)

// A join is a host and a port joined with ':' in a value.
type join struct {
	v        *expr.Value
	host     expr.Hole
	hostExpr ast.Expr
	port     int    // index of the port's hole, or -1
	digits   string // the port's digits when it is known
}

// fix returns the fix that builds host:port with net.JoinHostPort, when
// it can be written exactly and compiles: the host is a string; the port
// is a string, an int formatted with %d or %v (strconv.Itoa writes the
// same digits), or known digits; the operands sit side by side in one
// concatenation or one literal format; and the names net and strconv
// mean those packages where they are written, or can be imported.
func (c *checker) fix(b *sites.Build, j *join) (analysis.SuggestedFix, bool) {
	if !c.isStringExpr(j.hostExpr) {
		return analysis.SuggestedFix{}, false // net.IP and netip.Addr need String()
	}
	var edits []analysis.TextEdit
	var port string // the second argument of net.JoinHostPort
	needItoa := false
	if call, lit, ok := formatOf(b, j); ok {
		// fmt.Sprintf("http://%s:%d/", h, p): drop ":%d" from the format,
		// and put net.JoinHostPort(h, strconv.Itoa(p)) in place of h, p.
		from := int(j.host.EndPos - lit.Pos())
		to := from + 1 + len(j.digits)
		last := j.hostExpr
		if j.port >= 0 {
			ph := j.v.Holes()[j.port]
			to = int(ph.EndPos - lit.Pos())
			pe := ph.Expr
			if pe == nil || !nextArg(call, j.hostExpr, pe) {
				return analysis.SuggestedFix{}, false
			}
			if int(ph.Pos-lit.Pos()) != from+1 {
				return analysis.SuggestedFix{}, false // not ':' alone between the verbs
			}
			verb := lit.Value[from+1 : to]
			switch {
			case (verb == "%s" || verb == "%v") && c.isStringExpr(pe):
			case (verb == "%d" || verb == "%v") && types.Identical(c.pass.TypesInfo.TypeOf(pe), types.Typ[types.Int]):
				needItoa = true
			default:
				return analysis.SuggestedFix{}, false
			}
			port, last = c.src(pe), pe
		} else {
			port = strconv.Quote(j.digits)
		}
		hostVerb := lit.Value[int(j.host.Pos-lit.Pos()):from]
		if hostVerb != "%s" && hostVerb != "%v" || to > len(lit.Value) || lit.Value[from] != ':' {
			return analysis.SuggestedFix{}, false
		}
		if j.port < 0 && lit.Value[from+1:to] != j.digits {
			return analysis.SuggestedFix{}, false // the digits are escaped in the source
		}
		if from == 1+len(hostVerb) && to == len(lit.Value)-1 && len(call.Args) == 3 {
			// A whole address, fmt.Sprintf("%s:%d", h, p), is the call
			// net.JoinHostPort(h, strconv.Itoa(p)), when the file uses
			// fmt elsewhere and keeps its import.
			if !c.pass.UsedElsewhere(call) {
				return analysis.SuggestedFix{}, false
			}
			edits = append(edits, analysis.TextEdit{Pos: call.Pos(), End: call.End(), NewText: []byte("\x00")})
		} else {
			edits = append(edits,
				analysis.TextEdit{Pos: j.host.EndPos, End: lit.Pos() + token.Pos(to)},
				analysis.TextEdit{Pos: j.hostExpr.Pos(), End: last.End(), NewText: []byte("\x00")})
		}
	} else if outer, ok := b.Expr.(*ast.BinaryExpr); ok {
		es, p, ok := c.concatEdits(outer, j)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits, port = es, p
	} else {
		return analysis.SuggestedFix{}, false
	}
	netName, imp, ok := c.importFor(j.hostExpr.Pos(), "net", nil)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	if needItoa {
		var strconvName string
		if strconvName, imp, ok = c.importFor(j.hostExpr.Pos(), "strconv", imp); !ok {
			return analysis.SuggestedFix{}, false
		}
		port = strconvName + ".Itoa(" + port + ")"
	}
	call := netName + ".JoinHostPort(" + c.src(j.hostExpr) + ", " + port + ")"
	for i := range edits {
		if string(edits[i].NewText) == "\x00" {
			edits[i].NewText = []byte(call)
		}
	}
	if imp != nil {
		edits = append(edits, *imp)
	}
	return analysis.SuggestedFix{Message: "Build host:port with net.JoinHostPort", TextEdits: edits}, true
}

// formatOf returns the call of a format function in b and its literal
// format that hold the host's verb: b's own call, or one nested in it,
// "http://" + fmt.Sprintf("%s:%d", h, p).
func formatOf(b *sites.Build, j *join) (call *ast.CallExpr, lit *ast.BasicLit, ok bool) {
	ast.Inspect(b.Expr, func(n ast.Node) bool {
		c, isCall := n.(*ast.CallExpr)
		if ok || !isCall || len(c.Args) == 0 || c.Ellipsis.IsValid() {
			return !ok
		}
		for _, a := range c.Args {
			if l, isLit := a.(*ast.BasicLit); isLit && l.Pos() <= j.host.Pos && j.host.EndPos <= l.End() {
				call, lit, ok = c, l, true
			}
		}
		return !ok
	})
	return call, lit, ok
}

// nextArg reports whether b is the argument after a in call.
func nextArg(call *ast.CallExpr, a, b ast.Expr) bool {
	for i := 0; i+1 < len(call.Args); i++ {
		if call.Args[i] == a {
			return call.Args[i+1] == b
		}
	}
	return false
}

// concatEdits returns the edits for h + ":" + p and for h + ":80/x" in
// the concatenation j was found in, with a placeholder where the call goes, and the
// port argument.
func (c *checker) concatEdits(outer *ast.BinaryExpr, j *join) ([]analysis.TextEdit, string, bool) {
	h := j.hostExpr
	// "+" is left-associative: h is the right operand of (… + h), whose
	// parent adds the literal that starts with ':'.
	chain := []*ast.BinaryExpr{outer}
	for x, ok := outer.X.(*ast.BinaryExpr); ok && x.Op == token.ADD; x, ok = x.X.(*ast.BinaryExpr) {
		chain = append(chain, x)
	}
	i := slices.IndexFunc(chain, func(b *ast.BinaryExpr) bool { return b.Y == h })
	if i < 0 && chain[len(chain)-1].X == h {
		i = len(chain) // an address, h + ":" + p
	}
	if i < 1 {
		return nil, "", false
	}
	b2 := chain[i-1]
	lit, ok := b2.Y.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil, "", false
	}
	val, err := strconv.Unquote(lit.Value)
	if err != nil || !strings.HasPrefix(val, ":") {
		return nil, "", false
	}
	if j.port < 0 {
		port := strconv.Quote(j.digits)
		if val == ":"+j.digits {
			return []analysis.TextEdit{{Pos: h.Pos(), End: lit.End(), NewText: []byte("\x00")}}, port, true
		}
		start := j.host.End // the ':' in the value's text
		pos, end, src, ok := j.v.Edit(start, start+1+len(j.digits), "")
		if !ok {
			return nil, "", false
		}
		return []analysis.TextEdit{{Pos: h.Pos(), End: h.End(), NewText: []byte("\x00")}, {Pos: pos, End: end, NewText: []byte(src)}}, port, true
	}
	if val != ":" || i < 2 {
		return nil, "", false
	}
	b1 := chain[i-2]
	ph := j.v.Holes()[j.port]
	p := ast.Unparen(b1.Y)
	if p.Pos() != ph.Pos || p.End() != ph.EndPos || !c.isStringExpr(p) {
		return nil, "", false
	}
	return []analysis.TextEdit{{Pos: h.Pos(), End: b1.Y.End(), NewText: []byte("\x00")}}, c.src(b1.Y), true
}

func (c *checker) isStringExpr(e ast.Expr) bool {
	t := c.pass.TypesInfo.TypeOf(e)
	return t != nil && expr.IsString(t)
}

// src returns the source text of n.
func (c *checker) src(n ast.Node) string {
	tf := c.pass.Fset.File(n.Pos())
	b, err := c.pass.ReadFile(tf.Name())
	if err != nil {
		return ""
	}
	return string(b[tf.Offset(n.Pos()):tf.Offset(n.End())])
}

// importFor returns the name under which the package path can be used at
// pos, and, when the file does not import it, the edit that does, added
// to the import edit imp of an earlier call. It reports false when the
// name means something else there.
func (c *checker) importFor(pos token.Pos, path string, imp *analysis.TextEdit) (string, *analysis.TextEdit, bool) {
	name := path // net and strconv are their own names
	scope := c.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return "", nil, false
	}
	_, obj := scope.LookupParent(name, pos)
	if pn, ok := obj.(*types.PkgName); ok {
		return name, imp, pn.Imported().Path() == path
	}
	if obj != nil {
		return "", nil, false // a variable or a package of another path
	}
	file := c.pass.FileOf(pos)
	if file == nil {
		return "", nil, false
	}
	for _, is := range file.Imports {
		if p, _ := strconv.Unquote(is.Path.Value); p == path {
			return "", nil, false // imported under another name, or as _ or .
		}
	}
	line := strconv.Quote(path)
	if imp != nil {
		sep := "\n\t"
		if strings.HasPrefix(string(imp.NewText), "\nimport ") {
			sep = "\nimport "
		}
		imp.NewText = append(imp.NewText, []byte(sep+line)...)
		return name, imp, true
	}
	for _, d := range file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.IMPORT {
			continue
		}
		if gd.Lparen.IsValid() && len(gd.Specs) > 0 {
			end := gd.Specs[len(gd.Specs)-1].End()
			return name, &analysis.TextEdit{Pos: end, End: end, NewText: []byte("\n\t" + line)}, true
		}
		if !gd.Lparen.IsValid() {
			// import "fmt": add a declaration after it.
			return name, &analysis.TextEdit{Pos: gd.End(), End: gd.End(), NewText: []byte("\nimport " + line)}, true
		}
		break
	}
	return "", nil, false // no import to add one to
}
