package hostform

import (
	_ "embed"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the hostform check.
var Check = &checkutil.Check{
	Name:     "hostform",
	Doc:      checkutil.Doc(doc, "hostform", lint.SeverityWarning),
	Fix:      checkutil.FixDefault,
	Evidence: sites.EvidenceName,
	Grammars: sites.GrammarAll,
	Run:      run,
}

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		if h, ok := siteHost(s); ok {
			check(pass, s, h)
		}
	}
}

// siteHost finds the host of the site, if the site has one and it is
// final. The value's text is read with its holes' placeholders, and the
// host must end before the first hole: in "http://" + host + "/" it is
// unknown, in "http://127.1/" + path it is not. A hole after it may only
// be in the port, as a number (fmt.Sprintf("http://127.1:%d/", port)):
// there a string could hold an '@' that would make the host a userinfo,
// and the reading refuses a port with the placeholder "x".
func siteHost(s *sites.Site) (host, bool) {
	// A request target or request-URI that starts with "//" is a path
	// (RFC 9112 §3.2.1), and an absolute URI has a scheme.
	h, ok := findHost(s, s.Need.Grammar == sites.GrammarReference && !s.Need.Absolute)
	if s.Need.Grammar == sites.GrammarComponent {
		h.component = true
		h.network = true // net/url.URL.Host is dialed by net/http
	}
	if !ok || h.End > s.Read().Prefix {
		return host{}, false // the host is not known in full
	}
	return h, true
}

func check(pass *checkutil.Pass, s *sites.Site, h host) {
	text := s.Value.Text()
	name := text[h.Start:h.End]
	what := s.Read().Subject
	switch {
	case name == "":
		// Report at "//" and the authority, userinfo@ and :port without
		// a host, or up to where the host would be when a hole follows.
		if h.requiresHost {
			end := h.AuthEnd
			if s.Value.InHole(h.AuthStart-2, end) {
				end = h.End
			}
			pass.Report(s, h.AuthStart-2, end,
				fmt.Sprintf("host of %s is empty, which scheme %q does not allow (RFC 3986 §3.2.2)", what, h.scheme))
		}
	case name[0] == '[':
		checkIPLiteral(pass, s, h, name, what)
	case !isASCII(name):
		checkNonASCII(pass, s, h, name, what)
	case h.network:
		if addr, ok := rareIPv4(name); ok {
			pass.Report(s, h.Start, h.End,
				fmt.Sprintf("host %q of %s is IPv4 address %s in a rare form that resolvers disagree on (RFC 3986 §7.4)", name, what, addr))
		}
	}
}

// checkIPLiteral reports an IPvFuture, or an IPv6 address with a zone
// identifier.
func checkIPLiteral(pass *checkutil.Pass, s *sites.Site, h host, name, what string) {
	if u, err := uri.ParseRule("//"+name, uri.RuleRelativeRef); err == nil {
		if u.HostKind() == uri.HostIPvFuture {
			pass.Report(s, h.Start, h.End,
				fmt.Sprintf("host %q of %s is an IPvFuture literal, which no resolver supports (RFC 3986 §3.2.2)", name, what))
		}
		return
	}
	// IP-literal = "[" IPv6address "%25" ZoneID "]" (RFC 6874 §2). The
	// Host field of net/url.URL holds it decoded: "%" ZoneID.
	sep := "%25"
	if h.component {
		sep = "%"
	}
	i := strings.Index(name, sep)
	if i < 0 || i+len(sep) >= len(name)-1 || name[len(name)-1] != ']' {
		return // not a zone, or an empty one: a syntax error
	}
	if u, err := uri.ParseRule("//"+name[:i]+"]", uri.RuleRelativeRef); err != nil || u.HostKind() != uri.HostIPv6 {
		return // not an IPv6 address before the zone
	}
	pass.Report(s, h.Start+i, h.End-1,
		fmt.Sprintf("host %q of %s has a zone identifier (RFC 6874), which is not part of RFC 3986 (RFC 3986 §3.2.2)", name, what))
}

// checkNonASCII reports a host that is not ASCII, with a fix to its IDNA
// form when the host is resolved by DNS.
func checkNonASCII(pass *checkutil.Pass, s *sites.Site, h host, name, what string) {
	if !utf8.ValidString(name) {
		// IDNA would map each bad byte to U+FFFD: a host nobody wrote.
		pass.Report(s, h.Start, h.End, fmt.Sprintf("host %q of %s is not valid UTF-8, so it has no IDNA form (RFC 3986 §3.2.2, RFC 3987 §3.1)", name, what))
		return
	}
	ascii, ok := aLabel(name)
	if !ok {
		pass.Report(s, h.Start, h.End, fmt.Sprintf("host %q of %s is not ASCII (RFC 3986 §3.2.2)", name, what))
		return
	}
	var fixes []analysis.SuggestedFix
	if h.network && validAuthority(s.Value.Text(), h, ascii) {
		edit := checkutil.Edit{Start: h.Start, End: h.End, New: ascii}
		if fix, ok := checkutil.Fix(s, "Convert the host to its IDNA form", edit); ok {
			fixes = append(fixes, fix)
		}
	}
	pass.Report(s, h.Start, h.End,
		fmt.Sprintf("host %q of %s is not ASCII; its IDNA form is %q (RFC 3986 §3.2.2)", name, what, ascii), fixes...)
}

// aLabel returns the IDNA form of the registered name, as UTS #46
// processing for lookup computes it: the profile that net/http uses
// (idna.Lookup), which maps case and width and is not transitional. The
// Registration profile would refuse what needs mapping, such as
// "Bücher.example", which browsers and net/http resolve.
func aLabel(name string) (string, bool) {
	ascii, err := idna.Lookup.ToASCII(name)
	if err != nil || ascii == "" || !isASCII(ascii) {
		return "", false
	}
	return ascii, true
}

// validAuthority reports whether the site's authority, with the host
// replaced by ascii, is a valid authority whose host is ascii, a
// reg-name (RFC 3986 §3.2, §3.2.2).
func validAuthority(text string, h host, ascii string) bool {
	auth := text[h.AuthStart:h.Start] + ascii + text[h.End:h.AuthEnd]
	u, err := uri.ParseRule("//"+auth, uri.RuleRelativeRef)
	if err != nil {
		return false
	}
	got, _ := u.Host()
	return got == ascii && u.HostKind() == uri.HostRegName && u.Path() == ""
}

func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
