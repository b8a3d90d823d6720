package hostjoin

import (
	_ "embed"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the hostjoin check. It reads no site: a URI built from a host
// and a port is found where it is built, whatever reads it later.
var Check = &checkutil.Check{
	Name:     "hostjoin",
	Doc:      checkutil.Doc(doc, "hostjoin", lint.SeverityWarning),
	Fix:      checkutil.FixOptIn, // the URI of an IPv6 host changes: it gets its brackets
	Tests:    "also report in _test.go files",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      run,
}

func run(pass *checkutil.Pass) {
	root := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector).Root()
	c := &checker{pass: pass, root: root, seen: make(map[token.Pos]bool)}
	for cur := range root.Preorder((*ast.CallExpr)(nil), (*ast.BinaryExpr)(nil)) {
		switch e := cur.Node().(type) {
		case *ast.CallExpr:
			if c.isSprintf(e) {
				c.check(e)
			}
		case *ast.BinaryExpr:
			if c.isConcat(e) && !c.inConcat(cur) {
				c.check(e)
			}
		}
	}
}

type checker struct {
	pass *checkutil.Pass
	root inspector.Cursor
	// seen holds the joins reported, by the position of their ':': a URI
	// built in one place and extended in another is reported once, where
	// it is built first.
	seen map[token.Pos]bool
}

func (c *checker) isSprintf(call *ast.CallExpr) bool {
	fn := typeutil.StaticCallee(c.pass.TypesInfo, call)
	return fn != nil && fn.FullName() == "fmt.Sprintf" && len(call.Args) > 0
}

func (c *checker) isConcat(e *ast.BinaryExpr) bool {
	tv := c.pass.TypesInfo.Types[e]
	return e.Op == token.ADD && tv.Type != nil && sites.IsString(tv.Type)
}

// inConcat reports whether cur is an operand of a larger concatenation,
// whose value holds its own.
func (c *checker) inConcat(cur inspector.Cursor) bool {
	for p := cur.Parent(); p.Valid(); p = p.Parent() {
		switch n := p.Node().(type) {
		case *ast.ParenExpr:
			continue
		case *ast.BinaryExpr:
			return c.isConcat(n)
		}
		return false
	}
	return false
}

// check reports the host of the URI that e builds when it is a hole
// joined to a port with a bare ':'.
func (c *checker) check(e ast.Expr) {
	v, ok := c.pass.Value(e)
	if !ok || v.Known() {
		return // nothing of it is known, or it has no host to join
	}
	text := v.Text()
	hostStart, authEnd, ok := authority(&v)
	if !ok {
		return
	}
	holes := v.Holes()
	hi := holeAt(holes, hostStart)
	if hi < 0 {
		return // the host is known, or starts with known text: "node-" + id, "[%s]"
	}
	host := holes[hi]
	p := host.End
	if p >= authEnd || text[p] != ':' {
		return // no port, or the hole is only part of the host: "%s.svc:80"
	}
	p++
	j := join{v: &v, host: host, port: -1}
	if pi := holeAt(holes, p); pi >= 0 {
		p = holes[pi].End
		j.port = pi
	} else {
		q := p
		for q < len(text) && '0' <= text[q] && text[q] <= '9' && !v.InHole(q, q+1) {
			q++
		}
		if q == p {
			return // not a port: "%s:x"
		}
		j.digits = text[p:q]
		p = q
	}
	if p != authEnd && holeAt(holes, p) < 0 {
		return // more follows the port in the authority: "%s:%d:%d"
	}
	arg, pos, end := c.holeExpr(e, &v, hi)
	if arg == nil || c.notIPv6(arg) {
		return
	}
	if pos < e.Pos() || end > e.End() {
		// The host comes from a variable's initializer: report where the
		// URI is built, which a directive there can silence.
		pos, end = e.Pos(), e.End()
	}
	// The ':' is where the host and port are joined: a value that extends
	// another, u + "/x", joins them at the same ':'.
	colon, _ := v.Pos(host.End, host.End+1)
	if c.seen[colon] || c.pass.SkipsTest(pos) {
		return
	}
	c.seen[colon] = true
	j.hostExpr = arg
	var fixes []analysis.SuggestedFix
	if fix, ok := c.fix(e, &j); ok {
		fixes = append(fixes, fix)
	}
	c.pass.ReportRange(pos, end,
		strconv.Quote(uri.Redact(v.Display()))+" joins host and port with ':', which breaks for an IPv6 host: it needs brackets (RFC 3986 §3.2.2); build host:port with net.JoinHostPort",
		fixes...)
}

// authority returns where the host of v's text starts, after "scheme://"
// and any userinfo ended by a literal '@', and where the authority ends.
// It reports false unless the scheme is known, has ports, and is written
// in full before "://".
func authority(v *sites.Value) (hostStart, authEnd int, ok bool) {
	text := v.Text()
	ss := uri.SplitScheme(text)
	if ss.Sep != uri.SepSlashes || v.InHole(0, ss.End) {
		return 0, 0, false
	}
	s, known := uri.LookupScheme(text[:ss.SchemeEnd])
	if !known || s.DefaultPort == 0 {
		return 0, 0, false // file:, unix: and the like have no host:port
	}
	authEnd = len(text)
	hostStart = ss.End
	for i := ss.End; i < len(text); i++ {
		if v.InHole(i, i+1) {
			continue
		}
		switch text[i] {
		case '/', '?', '#':
			return hostStart, i, true
		case '@':
			hostStart = i + 1 // the last '@' ends the userinfo (§3.2.1)
		}
	}
	return hostStart, authEnd, true
}

// holeAt returns the index of the hole that starts at off, or -1.
func holeAt(holes []sites.Hole, off int) int {
	for i, h := range holes {
		if h.Start == off {
			return i
		}
	}
	return -1
}

// holeExpr returns the expression that the hole i of v, the value of e,
// stands for: an operand of "+", or the argument of a fmt.Sprintf verb.
// It returns nil when it cannot tell. The range to report is that of the
// hole, or of the argument when the verb is in a constant declared away
// from the call.
func (c *checker) holeExpr(e ast.Expr, v *sites.Value, i int) (x ast.Expr, pos, end token.Pos) {
	h := v.Holes()[i]
	if cur, ok := c.root.FindByPos(h.Pos, h.EndPos); ok {
		n := cur.Node()
		if x, ok := n.(ast.Expr); ok && n.Pos() == h.Pos && n.End() == h.EndPos {
			if _, lit := x.(*ast.BasicLit); !lit {
				return x, h.Pos, h.EndPos
			}
		}
		// A verb in a format literal: find its call.
		for cc := range cur.Enclosing((*ast.CallExpr)(nil)) {
			call := cc.Node().(*ast.CallExpr)
			if c.isSprintf(call) && call.Args[0].Pos() <= h.Pos && h.EndPos <= call.Args[0].End() {
				return c.verbArg(call, h), h.Pos, h.EndPos
			}
		}
	}
	if call, ok := e.(*ast.CallExpr); ok && c.isSprintf(call) {
		if x := c.verbArg(call, h); x != nil {
			return x, x.Pos(), x.End()
		}
	}
	return nil, 0, 0
}

// verbArg returns the argument of the fmt.Sprintf call that the verb h
// formats, or nil when the format picks arguments by index or takes a
// width from one.
func (c *checker) verbArg(call *ast.CallExpr, h sites.Hole) ast.Expr {
	v, ok := c.pass.Value(call)
	if !ok {
		return nil
	}
	var x ast.Expr
	for _, o := range v.Holes() {
		if o.Pos == h.Pos && o.EndPos == h.EndPos {
			if x != nil {
				return nil // two verbs at one place: cannot tell which
			}
			x = o.Expr
		}
	}
	return x
}

// notIPv6 reports whether the host expression e cannot hold an IPv6
// address written bare: it is constant, is not a string, net.IP or
// netip.Addr, already holds host:port or brackets, is a host name from
// os.Hostname, or is named for IPv4.
func (c *checker) notIPv6(e ast.Expr) bool {
	e = ast.Unparen(e)
	info := c.pass.TypesInfo
	tv := info.Types[e]
	if tv.Value != nil || tv.Type == nil {
		return true
	}
	if !sites.IsString(tv.Type) && !isIPType(tv.Type) {
		return true // a number, or a value that formats as host:port (*net.TCPAddr)
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		if fn := typeutil.StaticCallee(info, e); fn != nil {
			switch fn.FullName() {
			case "net.JoinHostPort", "os.Hostname":
				return true
			}
		}
	case *ast.SelectorExpr:
		if f, ok := info.Uses[e.Sel].(*types.Var); ok && f.IsField() && f.Pkg() != nil {
			switch f.Pkg().Path() + "." + f.Name() {
			case "net/url.Host", "net/http.Host", "net/http.RemoteAddr":
				return true // host[:port] with brackets already (RFC 9112 §3.2.3)
			}
		}
	case *ast.Ident:
		if c.assignedFrom(e, "os.Hostname") {
			return true
		}
	}
	// In a test, the host is the test's own (set in its options, a
	// default, a file it writes) unless it comes from outside.
	if c.pass.InTest(e.Pos()) && !c.fromOutside(e) {
		return true
	}
	if vs, all := c.pass.Values(e); all && !slices.ContainsFunc(vs, func(v sites.Value) bool {
		return strings.Count(v.Text(), ":") >= 2 && !strings.HasPrefix(v.Text(), "[")
	}) {
		// Every value it may have is known, and none is a bare IPv6
		// address: the hosts a test ranges over, "127.0.0.1" and "[::1]".
		return true
	}
	name := strings.ToLower(lastName(e))
	return strings.Contains(name, "ipv4") || strings.Contains(name, "ip4")
}

// isIPType reports whether t is net.IP or netip.Addr, whose String
// writes an IPv6 address without brackets.
func isIPType(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	switch n.Obj().Pkg().Path() + "." + n.Obj().Name() {
	case "net.IP", "net/netip.Addr":
		return true
	}
	return false
}

// assignedFrom reports whether the variable id is declared by
// "id, err := f()" for one of the functions named, such as os.Hostname,
// which gives a host name, never an IP literal.
func (c *checker) assignedFrom(id *ast.Ident, funcs ...string) bool {
	obj, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !obj.Pos().IsValid() {
		return false
	}
	cur, ok := c.root.FindByPos(obj.Pos(), obj.Pos()+token.Pos(len(obj.Name())))
	if !ok {
		return false
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 {
		return false
	}
	return c.calls(as.Rhs[0], funcs...)
}

// calls reports whether e is a call of one of the functions named.
func (c *checker) calls(e ast.Expr, funcs ...string) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := typeutil.StaticCallee(c.pass.TypesInfo, call)
	return fn != nil && slices.Contains(funcs, fn.FullName())
}

// fromOutside reports whether a test's host comes from outside the test:
// the environment, or an address a lookup gave, a field of another
// package named for one (a Service's ClusterIP, a node's Address).
func (c *checker) fromOutside(e ast.Expr) bool {
	env := []string{"os.Getenv", "os.LookupEnv", "syscall.Getenv"}
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return c.calls(e, env...)
	case *ast.Ident:
		return c.assignedFrom(e, env...)
	case *ast.SelectorExpr:
		f, ok := c.pass.TypesInfo.Uses[e.Sel].(*types.Var)
		name := e.Sel.Name
		return ok && f.IsField() && f.Pkg() != nil && f.Pkg() != c.pass.Pkg &&
			(strings.HasSuffix(name, "IP") || strings.HasSuffix(name, "IPs") || strings.HasSuffix(name, "Address") || strings.HasSuffix(name, "Addr"))
	}
	return false
}

// lastName returns the last identifier of e: "IP" for n.Status.IP,
// "addrs" for addrs[0].
func lastName(e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	case *ast.IndexExpr:
		return lastName(e.X)
	case *ast.StarExpr:
		return lastName(e.X)
	case *ast.CallExpr:
		return lastName(e.Fun)
	}
	return ""
}
