package plainhttp

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/types"
	"net/netip"
	"strings"

	"golang.org/x/net/publicsuffix"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the plainhttp check.
var Check = &checkutil.Check{
	Name:     "plainhttp",
	Doc:      docs(),
	Fix:      checkutil.FixNone,
	Evidence: sites.EvidenceSink,
	Grammars: sites.GrammarURI,
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      run,
}

func docs() lint.RawDocumentation {
	d := checkutil.Doc(doc, "plainhttp", lint.SeverityWarning)
	d.NonDefault = true
	return d
}

// plainSchemes maps the schemes with no transport security to the
// reference that defines their secured form.
var plainSchemes = map[string]string{
	"http": "RFC 9110 §4.2.2",
	"ws":   "RFC 6455 §3",
}

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		if !s.InTest && sendsRequest(s) {
			checkSite(pass, s)
		}
	}
	checkURLLiterals(pass)
}

// sendsRequest reports whether the site's sink sends a request to the
// URI, as the sinks table says, and speaks HTTP or WebSocket only: a
// database or queue client that also speaks HTTP is not this check's.
func sendsRequest(s *sites.Site) bool {
	if s.Evidence != sites.EvidenceSink || !s.Need.Request {
		return false
	}
	for _, sch := range s.Need.Schemes {
		if _, ok := plainSchemes[sch]; !ok && sch != "https" && sch != "wss" {
			return false
		}
	}
	return true
}

func checkSite(pass *checkutil.Pass, s *sites.Site) {
	r := s.Read()
	if r.Scheme.Sep != uri.SepSlashes {
		return
	}
	ref, ok := plainSchemes[strings.ToLower(r.SchemeName())]
	if !ok {
		return
	}
	h, ok := r.Host(false)
	if !ok || (!r.Known && h.End >= r.Prefix) {
		return // a hole may carry on the host: "http://api" + suffix
	}
	host := r.Text[h.Start:h.End]
	if !public(host) {
		return
	}
	pass.Report(s, h.Start, h.End,
		fmt.Sprintf("%s is sent in plain text to the public host %q (%s)", r.Quoted, host, ref))
}

// checkURLLiterals reports net/url.URL literals outside tests whose
// Scheme and Host are known, with a plain scheme and a public host.
func checkURLLiterals(pass *checkutil.Pass) {
	if !pass.Imports("net/url") {
		return // fast path: no url.URL literal can be written without it
	}
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	for cur := range in.Root().Preorder((*ast.CompositeLit)(nil)) {
		lit := cur.Node().(*ast.CompositeLit)
		if !isURLType(pass.TypesInfo.TypeOf(lit)) {
			continue
		}
		if pass.InTest(lit.Pos()) {
			continue // tests build URLs as inputs and fakes
		}
		var scheme, host ast.Expr
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			switch key, _ := kv.Key.(*ast.Ident); {
			case key == nil:
			case key.Name == "Scheme":
				scheme = kv.Value
			case key.Name == "Host":
				host = kv.Value
			}
		}
		if scheme == nil || host == nil {
			continue
		}
		sv, ok1 := pass.Value(scheme)
		hv, ok2 := pass.Value(host)
		if !ok1 || !ok2 || !sv.Known() || !hv.Known() {
			continue
		}
		ref, ok := plainSchemes[strings.ToLower(sv.Text())]
		if !ok {
			continue
		}
		// Host holds host[:port], decoded: parse it as an authority.
		u, err := uri.ParseRule("//"+hv.Text(), uri.RuleRelativeRef)
		if err != nil || u.Path() != "" {
			continue
		}
		if _, ok := u.Userinfo(); ok {
			continue // not a host[:port]
		}
		name, _ := u.Host()
		if !public(name) {
			continue
		}
		pos, end := hv.Pos(0, len(hv.Text()))
		if !pos.IsValid() {
			continue
		}
		pass.ReportRange(pos, end,
			fmt.Sprintf("url.URL with scheme %q is sent in plain text to the public host %q (%s)", sv.Text(), name, ref))
	}
}

// isURLType reports whether t is net/url.URL or a pointer to it.
func isURLType(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net/url" && n.Obj().Name() == "URL"
}

// public reports whether host, as written in a URI (§3.2.2), surely names
// a host on the public internet.
func public(host string) bool {
	if strings.HasPrefix(host, "[") {
		// An IP-literal: an IPv6address, with no zone (RFC 6874) and not
		// IPvFuture, which netip rejects.
		a, err := netip.ParseAddr(strings.TrimSuffix(host[1:], "]"))
		return err == nil && a.Is6() && publicAddr(a)
	}
	if a, err := netip.ParseAddr(host); err == nil {
		return a.Is4() && publicAddr(a)
	}
	return publicName(host)
}

// specialPrefixes are the special-use ranges (RFC 6890 and the IANA
// registries it set up) that IsGlobalUnicast and IsPrivate let through.
var specialPrefixes = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),       // "this network" (RFC 791)
	netip.MustParsePrefix("100.64.0.0/10"),   // shared address space, carrier NAT (RFC 6598)
	netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments (RFC 6890)
	netip.MustParsePrefix("192.0.2.0/24"),    // TEST-NET-1 (RFC 5737)
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking (RFC 2544)
	netip.MustParsePrefix("198.51.100.0/24"), // TEST-NET-2 (RFC 5737)
	netip.MustParsePrefix("203.0.113.0/24"),  // TEST-NET-3 (RFC 5737)
	netip.MustParsePrefix("240.0.0.0/4"),     // reserved (RFC 1112)
	netip.MustParsePrefix("64:ff9b:1::/48"),  // local-use NAT64 (RFC 8215)
	netip.MustParsePrefix("100::/64"),        // discard-only (RFC 6666)
	netip.MustParsePrefix("2001:db8::/32"),   // documentation (RFC 3849)
}

// publicAddr reports whether a is an address of the public internet:
// global unicast, which leaves out loopback, link-local, multicast and
// unspecified addresses, and neither private (RFC 1918, RFC 4193) nor
// special-use.
func publicAddr(a netip.Addr) bool {
	a = a.Unmap()
	if !a.IsGlobalUnicast() || a.IsPrivate() || a.Zone() != "" {
		return false
	}
	for _, p := range specialPrefixes {
		if p.Contains(a) {
			return false
		}
	}
	return true
}

// specialNames are names that resolve to no public host, with their
// subdomains.
var specialNames = []string{
	"localhost",   // RFC 6761 §6.3
	"test",        // RFC 6761 §6.2
	"example",     // RFC 6761 §6.5
	"invalid",     // RFC 6761 §6.4
	"example.com", // RFC 2606 §3
	"example.net", // RFC 2606 §3
	"example.org", // RFC 2606 §3
	"local",       // multicast DNS (RFC 6762)
	"onion",       // Tor, encrypted end to end (RFC 7686)
	"alt",         // not DNS (RFC 9476)
	"arpa",        // infrastructure, home.arpa (RFC 8375)
	"internal",    // private use (ICANN, 2024): metadata.google.internal
}

// publicName reports whether a reg-name surely names a public host: it
// has two labels or more, is not special-use, and its top-level domain
// is one ICANN delegates. A name of one label, or under a top-level
// domain the Public Suffix List does not know, is resolved on an
// internal network (a search domain, ".svc", ".corp").
func publicName(name string) bool {
	name = strings.ToLower(strings.TrimSuffix(name, "."))
	for i := range len(name) {
		c := name[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_') {
			return false // percent-encoded or not ASCII: leave it to hostform
		}
	}
	dot := strings.LastIndexByte(name, '.')
	if dot <= 0 || strings.Contains(name, "..") {
		return false
	}
	for _, s := range specialNames {
		if name == s || strings.HasSuffix(name, "."+s) {
			return false
		}
	}
	tld := name[dot+1:]
	if _, icann := publicsuffix.PublicSuffix(tld); !icann {
		return false
	}
	return true
}
