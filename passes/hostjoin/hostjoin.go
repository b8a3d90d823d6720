package hostjoin

import (
	_ "embed"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
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

// Check is the hostjoin check. It reads no site but the finder's builds:
// a URI built from a host and a port is found where it is built, whatever
// reads it later.
var Check = &checkutil.Check{
	Name:  "hostjoin",
	Doc:   checkutil.Doc(doc, "hostjoin", lint.SeverityWarning),
	Fix:   checkutil.FixOptIn, // the URI of an IPv6 host changes: it gets its brackets
	Tests: "also report in _test.go files",
	Run:   run,
}

// addressParams are the functions that take a network address,
// host:port, and its index. An address is the authority of a URI with no
// scheme (§3.2): a bare IPv6 host breaks it the same way. gRPC reads a
// target without a scheme as dns:///host:port, its authority whole.
var addressParams = map[string]int{
	"net.Listen":                         1,
	"net.ListenPacket":                   1,
	"net.DialTimeout":                    1,
	"net.Dial":                           1,
	"(*net.Dialer).Dial":                 1,
	"(*net.Dialer).DialContext":          2,
	"(*net.ListenConfig).Listen":         2,
	"(*net.ListenConfig).ListenPacket":   2,
	"crypto/tls.Dial":                    1,
	"crypto/tls.DialWithDialer":          2,
	"crypto/tls.Listen":                  1,
	"(*crypto/tls.Dialer).Dial":          1,
	"(*crypto/tls.Dialer).DialContext":   2,
	"net/http.ListenAndServe":            0,
	"net/http.ListenAndServeTLS":         0,
	"net/smtp.Dial":                      0,
	"net/smtp.SendMail":                  0,
	"net/rpc.Dial":                       1,
	"net/rpc.DialHTTP":                   1,
	"golang.org/x/crypto/ssh.Dial":       1,
	"golang.org/x/net/proxy.SOCKS5":      1,
	"google.golang.org/grpc.NewClient":   0,
	"google.golang.org/grpc.Dial":        0,
	"google.golang.org/grpc.DialContext": 1,
}

func run(pass *checkutil.Pass) {
	if len(pass.Builds()) == 0 {
		return
	}
	c := &checker{pass: pass, seen: make(map[token.Pos]bool), targets: make(map[ast.Expr]bool)}
	for _, file := range pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if fn := typeutil.StaticCallee(pass.TypesInfo, n); fn != nil {
					i, ok := addressParams[fn.FullName()]
					if !ok {
						i = dialAddress(fn)
					}
					if i >= 0 && i < len(n.Args) && !vetReports(pass, fn, n.Args[i]) {
						c.addTarget(n.Args[i])
					}
				}
			case *ast.CompositeLit:
				for _, elt := range n.Elts {
					kv, ok := elt.(*ast.KeyValueExpr)
					if !ok {
						continue
					}
					if k, ok := kv.Key.(*ast.Ident); ok && addressField(pass.TypesInfo.TypeOf(n), k.Name) {
						c.addTarget(kv.Value) // http.Server{Addr: host + ":" + port}
					}
				}
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					sel, ok := l.(*ast.SelectorExpr)
					if !ok || len(n.Lhs) != len(n.Rhs) {
						continue
					}
					if s, ok := pass.TypesInfo.Selections[sel]; ok && s.Kind() == types.FieldVal && addressField(s.Recv(), sel.Sel.Name) {
						c.addTarget(n.Rhs[i])
					}
				}
			}
			return true
		})
	}
	for _, b := range pass.Builds() {
		if b.Kind == sites.BuildConcat || b.Kind == sites.BuildFormat || b.Kind == sites.BuildField && b.Field == "Host" {
			c.check(b)
		}
		if b.Kind == sites.BuildField && b.Field == "Host" {
			c.checkAppendedPort(b)
		}
	}
}

// addTarget records e, or what the variable e writes into is written
// with, or what the function of the package e calls returns, as an
// address whose text is an authority whole.
func (c *checker) addTarget(e ast.Expr) {
	e = ast.Unparen(e)
	c.targets[ast.Unparen(c.pass.Source(e))] = true
	if v := c.varOf(e); v != nil && v.Parent() != nil && v.Parent() != v.Pkg().Scope() {
		if writes, all := c.pass.Assigned(v); all {
			for _, w := range writes {
				c.targets[ast.Unparen(w)] = true
			}
		}
	}
	if call, ok := e.(*ast.CallExpr); ok {
		if fn := typeutil.StaticCallee(c.pass.TypesInfo, call); fn != nil && fn.Pkg() == c.pass.Pkg {
			if rets, ok := c.pass.ReturnedExprs(fn); ok {
				for _, r := range rets {
					c.targets[ast.Unparen(r)] = true
				}
			}
		}
	}
}

// dialAddress returns the index of the parameter of fn, a function
// named Dial… or Listen…, that is named for an address and takes a
// string: redis.Dial(network, address string), or -1.
func dialAddress(fn *types.Func) int {
	if !strings.HasPrefix(fn.Name(), "Dial") && !strings.HasPrefix(fn.Name(), "Listen") {
		return -1
	}
	sig := fn.Signature()
	for i := range sig.Params().Len() {
		p := sig.Params().At(i)
		if sig.Variadic() && i == sig.Params().Len()-1 {
			break
		}
		switch p.Name() {
		case "addr", "address", "laddr", "raddr", "hostport", "hostPort":
			if b, ok := p.Type().Underlying().(*types.Basic); ok && b.Kind() == types.String {
				return i
			}
		}
	}
	return -1
}

// addressFields are the fields, by type, that hold a network address.
var addressFields = map[string]string{
	"net/http.Server":                        "Addr",
	"github.com/hashicorp/consul/api.Config": "Address",
	"github.com/redis/go-redis/v9.Options":   "Addr",
	"github.com/go-redis/redis/v8.Options":   "Addr",
	"github.com/go-sql-driver/mysql.Config":  "Addr",
}

// addressField reports whether field of t, or of what t points to, holds
// a network address.
func addressField(t types.Type, field string) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	return addressFields[n.Obj().Pkg().Path()+"."+n.Obj().Name()] == field
}

// vetReports reports whether go vet's hostport analyzer reports the
// address: fmt.Sprintf("%s:%d", host, port) given to net.Dial, directly
// or through a variable.
func vetReports(pass *checkutil.Pass, fn *types.Func, e ast.Expr) bool {
	switch fn.FullName() {
	case "net.Dial", "net.DialTimeout", "(*net.Dialer).Dial":
	default:
		return false
	}
	call, ok := ast.Unparen(pass.Source(e)).(*ast.CallExpr)
	if !ok || len(call.Args) != 3 {
		return false
	}
	if f := typeutil.StaticCallee(pass.TypesInfo, call); f == nil || f.FullName() != "fmt.Sprintf" {
		return false
	}
	tv := pass.TypesInfo.Types[call.Args[0]]
	return tv.Value != nil && tv.Value.Kind() == constant.String && (constant.StringVal(tv.Value) == "%s:%d" || constant.StringVal(tv.Value) == "%s:%s")
}

// checkAppendedPort reports the port that a variable written into the
// Host of a net/url.URL has appended to it before, host += ":" + port,
// when what the variable held may be a bare IPv6 address.
func (c *checker) checkAppendedPort(b *sites.Build) {
	v := c.varOf(b.Expr)
	if v == nil || !expr.IsString(v.Type()) {
		return
	}
	body := c.enclosingBody(v)
	if body == nil {
		return
	}
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || c.varOf(as.Lhs[0]) != v {
			return true
		}
		var added ast.Expr
		host := as.Lhs[0]
		switch as.Tok {
		case token.ADD_ASSIGN:
			added = as.Rhs[0] // host += ":" + port
		case token.ASSIGN:
			// host = host + ":" + port
			if ops := expr.Operands(as.Rhs[0]); len(ops) > 1 && c.varOf(ops[0]) == v {
				added = ops[1]
			} else if h := hostPort(c.pass, as.Rhs[0]); h != nil {
				// host = fmt.Sprintf("%s:%d", cfg.Host, cfg.Port)
				added, host = as.Rhs[0], h
			}
		}
		if added == nil {
			return true
		}
		val, ok := c.pass.Value(added)
		if !ok {
			return true
		}
		at := 0
		if host != as.Lhs[0] {
			at = val.Holes()[0].End
		}
		if !strings.HasPrefix(val.Text()[at:], ":") || val.InHole(at, at+1) {
			return true
		}
		colon, _ := val.Pos(at, at+1)
		if c.seen[colon] || c.pass.SkipsTest(as.Pos()) || c.notIPv6(host) {
			return true
		}
		c.seen[colon] = true
		c.pass.ReportRange(as.Pos(), as.End(),
			types.ExprString(as.Lhs[0])+", written into the Host of a net/url.URL, joins host and port with ':', which breaks for an IPv6 host: it needs brackets (RFC 3986 §3.2.2); build host:port with net.JoinHostPort")
		return true
	})
}

// hostPort returns the host of e when e is one unknown string, a ':' and
// a port, an unknown one or digits: fmt.Sprintf("%s:%d", h, p).
func hostPort(pass *checkutil.Pass, e ast.Expr) ast.Expr {
	val, ok := pass.Value(e)
	if !ok {
		return nil
	}
	holes := val.Holes()
	if len(holes) == 0 || holes[0].Start != 0 || holes[0].Expr == nil {
		return nil
	}
	text := val.Text()
	rest := text[holes[0].End:]
	if !strings.HasPrefix(rest, ":") || val.InHole(holes[0].End, holes[0].End+1) {
		return nil
	}
	switch {
	case len(holes) == 2 && holes[1].Start == holes[0].End+1 && holes[1].End == len(text):
	case len(holes) == 1 && len(rest) > 1 && strings.Trim(rest[1:], "0123456789") == "":
	default:
		return nil
	}
	return holes[0].Expr
}

type checker struct {
	pass *checkutil.Pass
	// seen holds the joins reported, by the position of their ':': a URI
	// built in one place and extended in another is reported once, where
	// it is built first.
	seen map[token.Pos]bool
	// depth counts the parameters followed to their callers' arguments.
	depth int
	// targets are the expressions given as a network address or a gRPC
	// target.
	targets map[ast.Expr]bool
}

// check reports the host of the URI that b builds when it is a hole
// joined to a port with a bare ':'.
func (c *checker) check(b *sites.Build) {
	v := &b.Value
	text := v.Text()
	// The Host field of a net/url.URL is host[:port] (§3.2.2, §3.2.3).
	hostStart, authEnd, ok := 0, len(text), true
	if b.Kind != sites.BuildField && !(c.targets[b.Expr] && uri.SplitScheme(text).Sep != uri.SepSlashes) {
		hostStart, authEnd, ok = c.authority(v)
	}
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
	j := join{v: v, host: host, port: -1}
	if pi := holeAt(holes, p); pi >= 0 && p < authEnd && c.colonPort(holes[pi].Expr) {
		// portPart, ":" + port or "": the ':' is written with the port.
		p = holes[pi].End
		j.port = pi
	} else {
		if p == authEnd {
			if b.Kind != sites.BuildField {
				c.checkHeldJoin(b, host.Expr)
			}
			return
		}
		if text[p] != ':' {
			return // the hole is only part of the host: "%s.svc:80"
		}
		p++
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
	}
	if p != authEnd && holeAt(holes, p) < 0 {
		return // more follows the port in the authority: "%s:%d:%d"
	}
	arg := host.Expr
	if arg == nil || c.notIPv6(arg) || ipv6Branch(c.pass.TypesInfo, b.Guards) || socketBranch(c.pass.TypesInfo, b.Guards, arg) || hostFixed(c.pass.TypesInfo, c.enclosingConds(b.Expr), arg) || c.rewrittenForIPv6(b) || c.bracketedBefore(arg, b.Expr) {
		return
	}
	e := b.Expr
	pos, end := host.Pos, host.EndPos
	if !b.Within(pos, end) {
		// The host comes from a variable's initializer, or its verb from a
		// constant declared elsewhere: report where the URI is built,
		// which a directive there can silence.
		pos, end = e.Pos(), e.End()
		if e.Pos() <= arg.Pos() && arg.End() <= e.End() {
			pos, end = arg.Pos(), arg.End()
		}
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
	// Brackets around an escaped address ("[%3A%3A1]") are no IP-literal
	// either (§3.2.2): the cure is not to escape it, the author's call.
	escaped := c.calls(c.pass.Source(arg), "net/url.QueryEscape", "net/url.PathEscape")
	if fix, ok := c.fix(b, &j); ok && b.Parts == nil && !escaped {
		fixes = append(fixes, fix)
	}
	c.pass.ReportRange(pos, end,
		strconv.Quote(uri.Redact(v.Display()))+" joins host and port with ':', which breaks for an IPv6 host: it needs brackets (RFC 3986 §3.2.2); build host:port with net.JoinHostPort",
		fixes...)
}

// checkHeldJoin reports the join of a local variable that is a URI's
// whole authority and that some write makes host:port by hand, hostname
// = u.Hostname() + ":" + port: the join breaks the URI as if written in
// it.
func (c *checker) checkHeldJoin(b *sites.Build, e ast.Expr) {
	v := c.varOf(e)
	if v == nil || !expr.IsString(v.Type()) || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return
	}
	writes, all := c.pass.Assigned(v)
	if !all {
		return
	}
	for _, w := range writes {
		h := hostPort(c.pass, w)
		if h == nil || c.notIPv6(h) || c.bracketedBefore(h, w) {
			continue
		}
		val, ok := c.pass.Value(w)
		if !ok || len(val.Holes()) == 0 {
			continue
		}
		if slices.ContainsFunc(val.Holes(), func(hole expr.Hole) bool { return hole.Expr != nil && c.varOf(hole.Expr) == v }) {
			continue // rawURL = scheme + ":" + rawURL extends what the variable held
		}
		end := val.Holes()[0].End
		colon, _ := val.Pos(end, end+1)
		if !colon.IsValid() || c.seen[colon] || c.pass.SkipsTest(w.Pos()) {
			continue
		}
		c.seen[colon] = true
		c.pass.ReportRange(w.Pos(), w.End(),
			types.ExprString(e)+", the authority of "+strconv.Quote(uri.Redact(b.Value.Display()))+", joins host and port with ':', which breaks for an IPv6 host: it needs brackets (RFC 3986 §3.2.2); build host:port with net.JoinHostPort")
	}
}

// colonPort reports whether e, written right after a host, is a local
// variable that holds a port with its ':' or nothing: every value written
// to it is "" or ':' and digits or one unknown part (portPart =
// fmt.Sprintf(":%s", port)), and one is not empty.
func (c *checker) colonPort(e ast.Expr) bool {
	v := c.varOf(e)
	if v == nil || !expr.IsString(v.Type()) {
		return false
	}
	writes, all := c.pass.Assigned(v)
	if !all {
		return false
	}
	some := false
	for _, w := range writes {
		if tv := c.pass.TypesInfo.Types[w]; tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "" {
			continue
		}
		val, ok := c.pass.Value(w)
		if !ok {
			return false
		}
		t := val.Text()
		if t == "" && val.Known() {
			continue
		}
		// ':' and the port alone: digits, or one unknown part to the end
		// (":" + pass + "@" is a password).
		holes := val.Holes()
		onePart := len(holes) == 1 && holes[0].Start == 1 && holes[0].End == len(t)
		if len(t) < 2 || t[0] != ':' || val.InHole(0, 1) || !onePart && (len(holes) > 0 || strings.Trim(t[1:], "0123456789") != "") {
			return false
		}
		some = true
	}
	return some
}

// authority returns where the host of v's text starts, after "scheme://"
// and any userinfo ended by a literal '@', and where the authority ends.
// It reports false when the scheme, written before "://" or every value
// of a hole there ("%s://%s:%d" with the scheme "http" or "file"), is one
// whose URIs have no port. A scheme that may be anything counts: "://"
// starts an authority in every scheme, and the ':' and port written
// after the host say it is host:port (§3.2).
func (c *checker) authority(v *expr.Value) (hostStart, authEnd int, ok bool) {
	text := v.Text()
	ss := uri.SplitScheme(text)
	start, embedded := 0, false
	if ss.Sep != uri.SepSlashes {
		if start = embeddedURI(v); start < 0 {
			return 0, 0, false
		}
		ss, embedded = uri.SplitScheme(text[start:]), true
	}
	schemes := []string{text[start : start+ss.SchemeEnd]}
	if v.InHole(start, start+ss.End) {
		schemes = c.schemesOf(v, ss.SchemeEnd)
	}
	for _, scheme := range schemes {
		if !hasPort(scheme) {
			return 0, 0, false
		}
	}
	authEnd = len(text)
	hostStart = start + ss.End
	for i := hostStart; i < len(text); i++ {
		if v.InHole(i, i+1) {
			continue
		}
		switch text[i] {
		case '/', '?', '#':
			return hostStart, i, true
		case '@':
			hostStart = i + 1 // the last '@' ends the userinfo (§3.2.1)
		case ' ', '\t', '\n', '"', '\'', '`', '<', '>', ')':
			if embedded {
				return hostStart, i, true
			}
		}
	}
	return hostStart, authEnd, true
}

// embeddedURI returns where a URI quoted in v's text starts, its scheme
// written out: the target of a command, "curl \"http://%s:8080/readyz\"".
// It returns -1 when there is none, and for JSON text, whose strings are
// data (`"http://%s:80":"UP"`); a URI in prose, "now available at
// http://%s:%d", is shown, not read.
func embeddedURI(v *expr.Value) int {
	text := v.Text()
	if t := strings.TrimSpace(text); t == "" || strings.ContainsRune(`"{[`, rune(t[0])) {
		return -1
	}
	for off := 0; ; {
		i := strings.Index(text[off:], "://")
		if i < 0 {
			return -1
		}
		i += off
		off = i + 3
		s := i
		for s > 0 && isSchemeByte(text[s-1]) {
			s--
		}
		if s == 0 || s == i || v.InHole(s-1, i) || text[s-1] != '"' && text[s-1] != '\'' {
			continue
		}
		if c := text[s]; 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
			return s
		}
	}
}

func isSchemeByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'
}

// hasPort reports whether URIs of the scheme may have a port: a scheme
// that has a default port, or one we know nothing of (a connection
// string of a database, a queue); not file: or unix:, whose authority is
// no host:port.
func hasPort(scheme string) bool {
	if len(scheme) < 2 {
		return false // a drive letter
	}
	s, known := uri.LookupScheme(scheme)
	return !known || s.DefaultPort != 0 || s.Status == uri.StatusUnregistered && s.Authority != uri.AuthorityNone
}

// schemesOf returns the schemes that the hole of v ending at end, its
// whole scheme, may hold: every value of its expression, when all are
// known and all are schemes; else nil, as for a scheme that may be
// anything.
func (c *checker) schemesOf(v *expr.Value, end int) []string {
	holes := v.Holes()
	if len(holes) == 0 || holes[0].Start != 0 || holes[0].End != end || holes[0].Expr == nil {
		return nil
	}
	vals, all := c.pass.Values(holes[0].Expr)
	if !all {
		return nil
	}
	var out []string
	for _, val := range vals {
		ss := uri.SplitScheme(val.Text() + ":")
		if ss.SchemeEnd != len(val.Text()) {
			return nil
		}
		out = append(out, val.Text())
	}
	return out
}

// holeAt returns the index of the hole that starts at off, or -1.
func holeAt(holes []expr.Hole, off int) int {
	for i, h := range holes {
		if h.Start == off {
			return i
		}
	}
	return -1
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
	if !expr.IsString(tv.Type) && !isIPType(tv.Type) {
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
	}
	if inner := c.sameHostOf(e); inner != nil {
		return c.notIPv6(inner)
	}
	if c.bracketedOrColonFree(e) {
		return true
	}
	if c.calls(c.pass.Source(e), "os.Hostname") || c.madeName(e) || c.splitOnColon(e) {
		return true
	}
	if sel, ok := e.(*ast.SelectorExpr); ok && hostNameField(c.pass.TypesInfo, sel) && !slices.ContainsFunc(c.pass.FieldWrites(sel), c.urlHostname) {
		return true // unless the package fills it with u.Hostname()
	}
	if c.fieldWrittenNames(e) || c.nameOfObject(e) {
		return true
	}
	if id, ok := e.(*ast.Ident); ok && domainWord(id.Name) && !c.urlHostname(c.pass.Source(id)) {
		return true // SRTPublishURL(hub, domain, title string)
	}
	if call, ok := e.(*ast.CallExpr); ok && dnsNameWord(lastName(call)) && !c.urlHostname(call) {
		return true // getServiceHostname(name, namespace)
	}
	if c.argsNotIPv6(e) {
		return true
	}
	// In a test, the host is the test's own (set in its options, a
	// default, a file it writes) unless it comes from outside.
	if c.pass.InTest(e.Pos()) && !c.fromOutside(e) {
		return true
	}
	if vs, all := c.pass.Values(e); all && !slices.ContainsFunc(vs, func(v expr.Value) bool {
		return strings.Count(v.Text(), ":") >= 2 && !strings.HasPrefix(v.Text(), "[")
	}) {
		// Every value it may have is known, and none is a bare IPv6
		// address: the hosts a test ranges over, "127.0.0.1" and "[::1]".
		return true
	}
	// What a call gives for an argument named for IPv4 is an IPv4
	// address: addr.ValueForProtocol(multiaddr.P_IP4).
	if call, ok := ast.Unparen(c.pass.Source(e)).(*ast.CallExpr); ok && slices.ContainsFunc(call.Args, func(a ast.Expr) bool { return ipv4Name(lastName(a)) }) {
		return true
	}
	// A Service's name is a DNS label (svcName, serviceName).
	name := strings.ToLower(lastName(e))
	return ipv4Name(name) || strings.HasSuffix(name, "svcname") || strings.HasSuffix(name, "servicename")
}

// searchesText reports whether fn is a function of strings, or one named
// as they are (bytealg.IndexByteString), that searches its argument.
func searchesText(fn *types.Func) bool {
	if fn.Pkg() != nil && fn.Pkg().Path() == "strings" {
		return true
	}
	for _, prefix := range []string{"Index", "LastIndex", "Contains", "Count", "Cut"} {
		if strings.HasPrefix(fn.Name(), prefix) {
			return true
		}
	}
	return false
}

// ipv4Name reports whether a name says it holds an IPv4 address.
func ipv4Name(name string) bool {
	name = strings.ToLower(name)
	return strings.Contains(name, "ipv4") || strings.Contains(name, "ip4")
}

// sameHost are the functions whose result holds an IPv6 address, bare or
// escaped and still no host:port, when their first argument does: a
// trailing dot trimmed from a DNS name, an escaper of a host.
var sameHost = []string{
	"strings.TrimSpace", "strings.Trim", "strings.TrimPrefix", "strings.TrimSuffix", "strings.TrimRight", "strings.TrimLeft",
	"strings.ToLower", "strings.ReplaceAll", "strings.Replace", "net/url.QueryEscape", "net/url.PathEscape",
}

// sameHostOf returns the argument of a sameHost call that e is or that
// a variable e is set to once, or nil.
func (c *checker) sameHostOf(e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(c.pass.Source(e)).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 || !c.calls(call, sameHost...) || call.Args[0] == e {
		return nil
	}
	return call.Args[0]
}

// bracketedOrColonFree reports whether the local variable e is written
// "[" + host + "]" somewhere in its function, by code that brackets an
// IPv6 address where it must (a = "[" + a + "]" under ip.Type ==
// "IPv6"), or is only written submatches of a regexp whose groups named
// for a host match no ':' (`(?P<host>[^:\s]+)`).
func (c *checker) bracketedOrColonFree(e ast.Expr) bool {
	v := c.varOf(e)
	if v == nil {
		return false
	}
	var writes []ast.Expr
	guarded := make(map[ast.Expr]bool)
	as := c.definedBy(e)
	named := as != nil // a parameter holds what its callers give too
	if as != nil && len(as.Lhs) == len(as.Rhs) {
		for i, l := range as.Lhs {
			if id, ok := l.(*ast.Ident); ok && c.pass.TypesInfo.ObjectOf(id) == v {
				writes = append(writes, as.Rhs[i])
			}
		}
	} else if as != nil {
		// hostName, err := os.Hostname() is a name; what another call
		// gives is not known.
		named = len(as.Rhs) == 1 && c.calls(as.Rhs[0], "os.Hostname")
	}
	for _, as := range c.assignsTo(v) {
		if len(as.Lhs) != len(as.Rhs) {
			return false
		}
		for i, l := range as.Lhs {
			if id, ok := l.(*ast.Ident); ok && c.pass.TypesInfo.Uses[id] == v {
				writes = append(writes, as.Rhs[i])
				guarded[as.Rhs[i]] = c.underHostNameTest(as)
			}
		}
	}
	colonFree := len(writes) > 0
	named = named && len(writes) > 0
	for _, w := range writes {
		val, ok := c.pass.Value(w)
		if ok && strings.HasPrefix(val.Text(), "[") && !val.InHole(0, 1) {
			return true
		}
		colonFree = colonFree && c.colonFreeSubmatch(w)
		// adminHost := fmt.Sprintf("%v.%v.svc", …), and adminHost +=
		// "." + domain after: what is added to a name is a name.
		named = named && (ok && holdsName(val) || guarded[w] || c.nameOfObject(w) || c.keepsHost(w, v) || c.writeNotIPv6(w))
	}
	return colonFree || named
}

// keepsHost reports whether w, written to v, is v itself made over by a
// function of sameHost: hostName = strings.ReplaceAll(hostName, ".local",
// "").
func (c *checker) keepsHost(w ast.Expr, v *types.Var) bool {
	call, ok := ast.Unparen(w).(*ast.CallExpr)
	return ok && len(call.Args) > 0 && c.calls(call, sameHost...) && c.varOf(call.Args[0]) == v
}

// writeNotIPv6 is notIPv6 of what a variable is written, a level deeper.
func (c *checker) writeNotIPv6(w ast.Expr) bool {
	if c.depth > 2 {
		return false
	}
	c.depth++
	defer func() { c.depth-- }()
	return c.notIPv6(w)
}

// underHostNameTest reports whether as runs only where a comparison with
// a constant named for a host name holds: address.Type ==
// corev1.NodeHostName picks the address that is a name.
func (c *checker) underHostNameTest(as *ast.AssignStmt) bool {
	for _, f := range c.pass.Files {
		if !(f.FileStart <= as.Pos() && as.End() <= f.FileEnd) {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, as.Pos(), as.End())
		for i, n := range path {
			ifs, ok := n.(*ast.IfStmt)
			if !ok || i == 0 || path[i-1] != ifs.Body {
				continue
			}
			cmp, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
			if !ok || cmp.Op != token.EQL {
				continue
			}
			for _, side := range []ast.Expr{cmp.X, cmp.Y} {
				if c.pass.TypesInfo.Types[side].Value != nil && dnsNameWord(lastName(side)) {
					return true
				}
			}
		}
	}
	return false
}

// nameOfObject reports whether e reads the name of a Kubernetes object,
// a DNS subdomain name that holds no ':' (RFC 1123).
func (c *checker) nameOfObject(e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	f, ok := c.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
	return ok && f.IsField() && f.Pkg() != nil && f.Pkg().Path() == "k8s.io/apimachinery/pkg/apis/meta/v1" && (f.Name() == "Name" || f.Name() == "Namespace")
}

// colonFreeSubmatch reports whether e is an element of what
// FindStringSubmatch of a regexp compiled from a constant gives, where
// every group named for a host matches no ':'.
func (c *checker) colonFreeSubmatch(e ast.Expr) bool {
	idx, ok := ast.Unparen(e).(*ast.IndexExpr)
	if !ok {
		return false
	}
	call, ok := ast.Unparen(c.initOf(idx.X)).(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "FindStringSubmatch" {
		return false
	}
	compile, ok := ast.Unparen(c.initOf(sel.X)).(*ast.CallExpr)
	if !ok || !c.calls(compile, "regexp.MustCompile", "regexp.Compile") || len(compile.Args) != 1 {
		return false
	}
	tv := c.pass.TypesInfo.Types[compile.Args[0]]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return false
	}
	re, err := syntax.Parse(constant.StringVal(tv.Value), syntax.Perl)
	if err != nil {
		return false
	}
	found := false
	var walk func(*syntax.Regexp) bool
	walk = func(r *syntax.Regexp) bool {
		if r.Op == syntax.OpCapture && strings.Contains(strings.ToLower(r.Name), "host") {
			found = true
			return !matchesColon(r)
		}
		for _, sub := range r.Sub {
			if !walk(sub) {
				return false
			}
		}
		return true
	}
	return walk(re) && found
}

// initOf returns what the variable e is defined with, when one ":="
// defines it alone, or else e.
func (c *checker) initOf(e ast.Expr) ast.Expr {
	if as := c.definedBy(e); as != nil && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
		return as.Rhs[0]
	}
	return e
}

// matchesColon reports whether r may match a ':'.
func matchesColon(r *syntax.Regexp) bool {
	switch r.Op {
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return true
	case syntax.OpLiteral:
		return slices.Contains(r.Rune, ':')
	case syntax.OpCharClass:
		for i := 0; i+1 < len(r.Rune); i += 2 {
			if r.Rune[i] <= ':' && ':' <= r.Rune[i+1] {
				return true
			}
		}
		return false
	}
	return slices.ContainsFunc(r.Sub, matchesColon)
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

// splitOnColon reports whether e is a part of a string split at every
// ':', parts[0] of parts := strings.Split(addr, ":"): it holds no ':'.
func (c *checker) splitOnColon(e ast.Expr) bool {
	idx, ok := e.(*ast.IndexExpr)
	if !ok {
		return false
	}
	as := c.definedBy(idx.X)
	if as == nil || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || !c.calls(call, "strings.Split", "strings.SplitN") || len(call.Args) < 2 {
		return false
	}
	sep := c.pass.TypesInfo.Types[call.Args[1]].Value
	return sep != nil && sep.Kind() == constant.String && constant.StringVal(sep) == ":"
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
// the environment, a command-line flag, a call that may fail (a
// container's Host) or a field of what such a call of another package
// gives, what a helper of the package or a call of a function literal
// passes on from one of these, or a field of another package named for
// an address (a Service's ClusterIP, a node's Address).
func (c *checker) fromOutside(e ast.Expr) bool {
	if c.pass.FromEnv(e) || c.pass.FromFlag(e) || c.lookedUp(e) {
		return true
	}
	if c.depth <= 3 {
		c.depth++
		defer func() { c.depth-- }()
		if c.returnedFromOutside(e) || c.closureArgsFromOutside(e) || c.hostnameFromOutside(e) {
			return true
		}
		// testServerHost(), called where the URI is built.
		if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && c.resultFromOutside(call, 0) {
			return true
		}
	}
	// A field of the test's own type that a call which may fail
	// writes: s.echoIP = echoIP, where echoIP, err := c.ContainerIP(ctx).
	if slices.ContainsFunc(c.pass.FieldWrites(e), func(w ast.Expr) bool { return c.lookedUp(w) || c.pass.FromFlag(w) }) {
		return true
	}
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	if as := c.definedBy(sel.X); as != nil && c.looksUp(as) && !c.ownCall(as.Rhs[0]) {
		// cfg.Host, where cfg, err := ctr.ConnectionConfig(ctx); not
		// what a helper of the package reads from the test's own
		// files, opts, err := ProcessConfigFile("./configs/seed.conf").
		return true
	}
	f, ok := c.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
	name := sel.Sel.Name
	return ok && f.IsField() && f.Pkg() != nil && f.Pkg() != c.pass.Pkg &&
		(strings.HasSuffix(name, "IP") || strings.HasSuffix(name, "IPs") || strings.HasSuffix(name, "Address") || strings.HasSuffix(name, "Addr"))
}

// hostnameFromOutside reports whether e is u.Hostname() of a URL parsed
// from what comes from outside the test, u, err :=
// url.Parse(os.Getenv("NATS_URL")): Hostname drops the brackets of an
// IPv6 host.
func (c *checker) hostnameFromOutside(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || !c.calls(call, "(*net/url.URL).Hostname") {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	as := c.definedBy(sel.X)
	if as == nil || len(as.Rhs) != 1 {
		return false
	}
	parse, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	return ok && c.calls(parse, "net/url.Parse", "net/url.ParseRequestURI") && len(parse.Args) == 1 && c.fromOutside(parse.Args[0])
}

// lookedUp reports whether e is a variable that a call which may fail
// gave, with an error result: host, err := ctr.Host(ctx), or ip, port,
// err := c.FirstPort(). The address is the runtime's, a container's or a
// daemon's, not one the test wrote. net.SplitHostPort only splits what
// it is given.
func (c *checker) lookedUp(e ast.Expr) bool {
	if as := c.definedBy(e); as != nil && c.looksUp(as) {
		return true
	}
	// A named result, or a variable declared apart, that such a call
	// writes: host, err = ctr.Host(ctx).
	return slices.ContainsFunc(c.assignsTo(c.varOf(e)), c.looksUp)
}

// looksUp reports whether as assigns the results of a call which may
// fail, with an error result, as lookedUp describes.
func (c *checker) looksUp(as *ast.AssignStmt) bool {
	if len(as.Rhs) != 1 || len(as.Lhs) < 2 {
		return false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := typeutil.Callee(c.pass.TypesInfo, call)
	if f, ok := fn.(*types.Func); ok && f.FullName() == "net.SplitHostPort" && len(call.Args) == 1 {
		// The host of an address the environment or a flag gives,
		// without the brackets an IPv6 one had.
		return c.pass.FromEnv(call.Args[0]) || c.pass.FromFlag(call.Args[0])
	}
	if fn == nil || fn.Pkg() != nil && fn.Pkg().Path() == "net" {
		return false // LookupHost: what the test gave
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Results().Len() != len(as.Lhs) {
		return false
	}
	last := sig.Results().At(sig.Results().Len() - 1).Type()
	return types.Identical(last, types.Universe.Lookup("error").Type())
}

// ownCall reports whether e calls a function of the package.
func (c *checker) ownCall(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := typeutil.Callee(c.pass.TypesInfo, call)
	return fn != nil && fn.Pkg() == c.pass.Pkg
}

// definedBy returns the assignment that declares the variable e, or nil.
func (c *checker) definedBy(e ast.Expr) *ast.AssignStmt {
	obj := c.varOf(e)
	if obj == nil {
		return nil
	}
	for _, n := range c.enclosing(obj) {
		if as, ok := n.(*ast.AssignStmt); ok {
			return as
		}
	}
	return nil
}

// assignsTo returns the assignments with '=' that write v, in the
// function that declares it: a named result, or a variable declared
// apart.
func (c *checker) assignsTo(v *types.Var) []*ast.AssignStmt {
	if v == nil {
		return nil
	}
	body := c.enclosingBody(v)
	if body == nil {
		return nil
	}
	var out []*ast.AssignStmt
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && as.Tok == token.ASSIGN && slices.ContainsFunc(as.Lhs, func(l ast.Expr) bool {
			id, ok := l.(*ast.Ident)
			return ok && c.pass.TypesInfo.Uses[id] == v
		}) {
			out = append(out, as)
		}
		return true
	})
	return out
}

// varOf returns the variable that e names, or nil.
func (c *checker) varOf(e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := c.pass.TypesInfo.Uses[id].(*types.Var)
	return v
}

// enclosing returns the path from the file to the declaration of obj.
func (c *checker) enclosing(obj types.Object) []ast.Node {
	if obj == nil {
		return nil
	}
	return c.pathTo(obj.Pos(), obj.Pos())
}

// pathTo returns the path from the file to the nodes that hold [pos, end).
func (c *checker) pathTo(pos, end token.Pos) []ast.Node {
	file := c.pass.FileOf(pos)
	if file == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(file, pos, end)
	return path
}

// enclosingBody returns the body of the function that declares obj, a
// parameter, a result or a local variable, or nil.
func (c *checker) enclosingBody(obj types.Object) *ast.BlockStmt {
	for _, n := range c.enclosing(obj) {
		switch n := n.(type) {
		case *ast.FuncDecl:
			return n.Body
		case *ast.FuncLit:
			return n.Body
		}
	}
	return nil
}

// returnedFromOutside reports whether e is a result of a call of the
// package's own function, some return of which gives what comes from
// outside the test at that place: host, port := startDB(t), where
// startDB returns what a container's Host gave.
func (c *checker) returnedFromOutside(e ast.Expr) bool {
	as := c.definedBy(e)
	if as == nil || len(as.Rhs) != 1 {
		return false
	}
	index := slices.IndexFunc(as.Lhs, func(l ast.Expr) bool {
		id, ok := l.(*ast.Ident)
		return ok && c.pass.TypesInfo.ObjectOf(id) == c.varOf(e)
	})
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	return ok && index >= 0 && c.resultFromOutside(call, index)
}

// resultFromOutside reports whether the result at index of call, a call
// of a function the package declares, may come from outside the test.
func (c *checker) resultFromOutside(call *ast.CallExpr, index int) bool {
	fn := typeutil.StaticCallee(c.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() != c.pass.Pkg || c.depth > 3 {
		return false
	}
	c.depth++
	defer func() { c.depth-- }()
	var decl *ast.FuncDecl
	for _, n := range c.enclosing(fn) {
		if d, ok := n.(*ast.FuncDecl); ok {
			decl = d
			break
		}
	}
	if decl == nil || decl.Body == nil {
		return false
	}
	results := fn.Signature().Results()
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(n.Results) == 0 && index < results.Len():
				// A bare return gives the named result.
				found = found || slices.ContainsFunc(c.assignsTo(results.At(index)), c.looksUp)
			case len(n.Results) == 1 && results.Len() > 1:
				if inner, ok := ast.Unparen(n.Results[0]).(*ast.CallExpr); ok {
					found = found || c.resultFromOutside(inner, index)
				}
			case index < len(n.Results):
				r := n.Results[index]
				if id, ok := ast.Unparen(r).(*ast.Ident); ok && c.pass.TypesInfo.Uses[id] == results.At(index) {
					found = found || slices.ContainsFunc(c.assignsTo(results.At(index)), c.looksUp)
				} else {
					found = found || c.fromOutside(r)
				}
			}
		}
		return !found
	})
	return found
}

// closureArgsFromOutside reports whether e is a parameter of a function
// literal bound to a variable, connString := func(host, port string)
// string {…}, that some call of it gives what comes from outside the
// test. It reports false when the variable is used other than called.
func (c *checker) closureArgsFromOutside(e ast.Expr) bool {
	param := c.varOf(e)
	if param == nil {
		return false
	}
	// The literal that declares the parameter, and the statement that
	// binds it to a name.
	path := c.enclosing(param)
	at := slices.IndexFunc(path, func(n ast.Node) bool { _, ok := n.(*ast.FuncLit); return ok })
	if at < 0 || at+1 >= len(path) {
		return false
	}
	lit := path[at].(*ast.FuncLit)
	as, ok := path[at+1].(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Rhs[0] != lit {
		return false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return false
	}
	index, i := -1, 0
	for _, field := range lit.Type.Params.List {
		for _, name := range field.Names {
			if c.pass.TypesInfo.Defs[name] == param {
				index = i
			}
			i++
		}
		if len(field.Names) == 0 {
			i++
		}
	}
	fn := c.pass.TypesInfo.Defs[id]
	body := c.enclosingBody(fn)
	if index < 0 || body == nil {
		return false
	}
	var args []ast.Expr
	calledOnly := true
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if f, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && c.pass.TypesInfo.Uses[f] == fn {
				if index < len(n.Args) {
					args = append(args, n.Args[index])
				}
				for _, a := range n.Args {
					ast.Inspect(a, func(m ast.Node) bool {
						if u, ok := m.(*ast.Ident); ok && c.pass.TypesInfo.Uses[u] == fn {
							calledOnly = false
						}
						return true
					})
				}
				return false
			}
		case *ast.Ident:
			if c.pass.TypesInfo.Uses[n] == fn {
				calledOnly = false
			}
		}
		return true
	})
	return calledOnly && slices.ContainsFunc(args, c.fromOutside)
}

// argsNotIPv6 reports whether e is a parameter of an unexported function
// whose every caller passes a host that is no bare IPv6 address: a name
// partly known ("%s.%s" of a Service and its namespace), or one that
// notIPv6 clears.
func (c *checker) argsNotIPv6(e ast.Expr) bool {
	if c.depth > 2 {
		return false
	}
	args, ok := c.pass.Args(e)
	if !ok {
		return false
	}
	c.depth++
	defer func() { c.depth-- }()
	return !slices.ContainsFunc(args, func(a ast.Expr) bool {
		v, ok := c.pass.Value(a)
		return !(ok && partlyKnown(v)) && !c.notIPv6(a)
	})
}

// partlyKnown reports whether some of v's text is known and some is not:
// "node-" + id, "%s.%s", "[" + ip + "]".
func partlyKnown(v expr.Value) bool {
	holes := v.Holes()
	return len(holes) > 0 && (len(holes) > 1 || holes[0].Start != 0 || holes[0].End != len(v.Text()))
}

// madeName reports whether e is the result of a function of the package
// whose every return holds known text that no IP address holds, a name
// it makes ("s3-" + hash, "%s-%d.%s.svc.cluster.local"), or one of
// whose returns brackets the address ("[" + ip + "]").
func (c *checker) madeName(e ast.Expr) bool {
	call, ok := ast.Unparen(c.pass.Source(e)).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := typeutil.StaticCallee(c.pass.TypesInfo, call)
	if fn == nil {
		return false
	}
	vals, ok := c.pass.Returns(fn)
	if !ok {
		return false
	}
	// One return brackets the address: the function wraps IPv6 hosts,
	// "[" + ip + "]", and gives back the others as they are.
	if slices.ContainsFunc(vals, func(v expr.Value) bool {
		return strings.HasPrefix(v.Text(), "[") && !v.InHole(0, 1) && strings.HasSuffix(v.Text(), "]") && !v.InHole(len(v.Text())-1, len(v.Text()))
	}) {
		return true
	}
	// Each return holds a byte no address holds, its holes aside.
	return !slices.ContainsFunc(vals, func(v expr.Value) bool { return !holdsName(v) })
}

// holdsName reports whether v's known text holds a byte that no IP
// address holds, at an end of the text or between holes: "svc" of
// "%s.%s.svc".
func holdsName(v expr.Value) bool {
	return strings.Trim(v.TextWith(':'), "0123456789abcdefABCDEF:.[]%") != ""
}

// ipv6Branch reports whether one of the conditions a build is made
// under tells IPv6 hosts apart: ip.To4() != nil, addr.Is4(),
// strings.Contains(host, ":"). The code brackets them in another branch.
func ipv6Branch(info *types.Info, guards []ast.Expr) bool {
	found := false
	for _, g := range guards {
		ast.Inspect(g, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				switch n.Sel.Name {
				case "To4", "To16", "Is4", "Is6", "Is4In6", "Unmap":
					found = true
				}
			case *ast.CallExpr:
				if fn := typeutil.StaticCallee(info, n); fn != nil && searchesText(fn) {
					for _, a := range n.Args {
						// A test for ':' in the host, not for "://" of a URI.
						tv := info.Types[a]
						switch {
						case tv.Value == nil:
						case tv.Value.Kind() == constant.String:
							if v := constant.StringVal(tv.Value); strings.Contains(v, ":") && !strings.Contains(v, "://") {
								found = true
							}
						case tv.Value.Kind() == constant.Int:
							if v, ok := constant.Int64Val(tv.Value); ok && v == ':' {
								found = true // strings.IndexByte(host, ':')
							}
						}
					}
				}
			}
			return !found
		})
	}
	return found
}

// bracketedBefore reports whether the function that builds e writes
// host, a field, in brackets before it: cfg.Addr = "[" + cfg.Addr + "]"
// when IPv6 is on. The code has seen to IPv6 hosts.
func (c *checker) bracketedBefore(host, e ast.Expr) bool {
	sel, ok := ast.Unparen(host).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	field := c.pass.TypesInfo.Uses[sel.Sel]
	if field == nil {
		return false
	}
	var body *ast.BlockStmt
	for _, n := range c.pathTo(e.Pos(), e.End()) {
		if fd, ok := n.(*ast.FuncDecl); ok {
			body = fd.Body
		}
	}
	if body == nil {
		return false
	}
	want := types.ExprString(sel)
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if found || !ok || as.Pos() >= e.Pos() || len(as.Lhs) != len(as.Rhs) {
			return !found
		}
		for i, l := range as.Lhs {
			ls, ok := ast.Unparen(l).(*ast.SelectorExpr)
			if !ok || c.pass.TypesInfo.Uses[ls.Sel] != field || types.ExprString(ls) != want {
				continue
			}
			if val, ok := c.pass.Value(as.Rhs[i]); ok && strings.HasPrefix(val.Text(), "[") && !val.InHole(0, 1) {
				found = true
			}
		}
		return !found
	})
	return found
}

// enclosingConds returns the conditions of the if statements whose
// bodies hold e.
func (c *checker) enclosingConds(e ast.Expr) []ast.Expr {
	path := c.pathTo(e.Pos(), e.End())
	var conds []ast.Expr
	for i := 1; i < len(path); i++ {
		if is, ok := path[i].(*ast.IfStmt); ok && path[i-1] == is.Body {
			conds = append(conds, is.Cond)
		}
	}
	return conds
}

// hostFixed reports whether a condition the URI is built under fixes host to
// a constant with no ':', "if … && cmd.Host == "localhost" {": the host
// is that name, and no IPv6 address.
func hostFixed(info *types.Info, guards []ast.Expr, host ast.Expr) bool {
	want := types.ExprString(ast.Unparen(host))
	var conjuncts func(e ast.Expr) bool
	conjuncts = func(e ast.Expr) bool {
		b, ok := ast.Unparen(e).(*ast.BinaryExpr)
		if !ok {
			return false
		}
		switch b.Op {
		case token.LAND:
			return conjuncts(b.X) || conjuncts(b.Y)
		case token.EQL:
			for _, pair := range [][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				tv := info.Types[pair[1]]
				if types.ExprString(ast.Unparen(pair[0])) == want && tv.Value != nil && tv.Value.Kind() == constant.String && !strings.Contains(constant.StringVal(tv.Value), ":") {
					return true
				}
			}
		}
		return false
	}
	return slices.ContainsFunc(guards, conjuncts)
}

// rewrittenForIPv6 reports whether the URI built is written into a
// variable that the function writes again where it has found the host
// to be IPv6: u := fmt.Sprintf("%s://%s:%d", …), then if ip.To4() == nil
// { u = fmt.Sprintf("%s://[%s]:%d", …) }.
func (c *checker) rewrittenForIPv6(b *sites.Build) bool {
	as, ok := b.Parent.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != b.Expr {
		return false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return false
	}
	v, _ := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if v == nil {
		return false
	}
	body := c.enclosingBody(v)
	if body == nil {
		return false
	}
	writes := c.assignsTo(v)
	if len(writes) == 0 {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if is, ok := n.(*ast.IfStmt); ok && is.Pos() > as.End() && ipv6Branch(c.pass.TypesInfo, []ast.Expr{is.Cond}) {
			found = slices.ContainsFunc(writes, func(w *ast.AssignStmt) bool { return is.Body.Pos() <= w.Pos() && w.End() <= is.Body.End() })
		}
		return !found
	})
	return found
}

// socketBranch reports whether the build is made where the code has
// found that host starts with "/" (strings.HasPrefix(host, "/")): the
// directory of a unix socket, which database URIs put where a host goes.
func socketBranch(info *types.Info, guards []ast.Expr, host ast.Expr) bool {
	for _, g := range guards {
		call, ok := ast.Unparen(g).(*ast.CallExpr)
		if !ok || len(call.Args) != 2 {
			continue
		}
		fn := typeutil.StaticCallee(info, call)
		if fn == nil || fn.FullName() != "strings.HasPrefix" {
			continue
		}
		if tv := info.Types[call.Args[1]]; tv.Value != nil && constant.StringVal(tv.Value) == "/" &&
			types.ExprString(call.Args[0]) == types.ExprString(host) {
			return true
		}
	}
	return false
}

// hostNameField reports whether sel reads a field that holds a DNS name,
// never an address: the target of a DNS SRV or MX record, a field named
// Hostname, FQDN or DNSName, or the Name of a type so named (an FQDN
// asset's Name).
func hostNameField(info *types.Info, sel *ast.SelectorExpr) bool {
	f, ok := info.Uses[sel.Sel].(*types.Var)
	if !ok || !f.IsField() || f.Pkg() == nil {
		return false
	}
	if f.Pkg().Path() == "net" && (f.Name() == "Target" || f.Name() == "Host") {
		return true // net.SRV.Target, net.MX.Host, net.NS.Host
	}
	if f.Name() == "Name" {
		t := info.TypeOf(sel.X)
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok && slices.Contains(dnsNameWords, strings.ToLower(n.Obj().Name())) {
			return true
		}
	}
	return slices.Contains(dnsNameWords, strings.ToLower(f.Name()))
}

// urlHostname reports whether e is u.Hostname() of a net/url.URL, which
// gives an IPv6 address without its brackets.
func (c *checker) urlHostname(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	return ok && c.calls(call, "(*net/url.URL).Hostname")
}

// fieldWrittenNames reports whether e reads a string field of the
// package's own type that every write fills with what is no IPv6
// address: ctx.srvHost, set from os.Hostname() through a constructor.
func (c *checker) fieldWrittenNames(e ast.Expr) bool {
	if c.depth > 2 {
		return false
	}
	writes := c.pass.FieldWrites(e)
	if len(writes) == 0 {
		return false
	}
	c.depth++
	defer func() { c.depth-- }()
	return !slices.ContainsFunc(writes, func(w ast.Expr) bool { return !c.notIPv6(w) })
}

// dnsNameWords name what holds a DNS name, never an address: a zone is
// a DNS zone's name ("example.org."), or a zone of a cloud or of an IPv6
// scope, none of them an address.
var dnsNameWords = []string{"hostname", "fqdn", "dnsname", "domainname", "zone"}

// dnsNameWord reports whether a function's name says it gives a DNS
// name: serviceHostname, podFQDN, DomainName.
func dnsNameWord(name string) bool {
	name = strings.ToLower(name)
	return slices.ContainsFunc(dnsNameWords, func(w string) bool { return strings.HasSuffix(name, w) })
}

// domainWord reports whether a variable's name says it holds a domain's
// name, or a TLS server name, which may not be an IP literal (RFC 6066
// §3). "hostname" is left out: a variable of that name is as often
// given an address.
func domainWord(name string) bool {
	ws := strings.ToLower(name)
	return strings.HasSuffix(ws, "domain") || strings.HasSuffix(ws, "fqdn") || strings.HasSuffix(ws, "dnsname") || strings.HasSuffix(ws, "zone") || strings.HasSuffix(ws, "sni")
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
