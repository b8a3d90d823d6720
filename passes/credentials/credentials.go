package credentials

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"net/netip"
	"strings"

	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the credentials check. A password is a finding whatever the
// URI is for, so it reads strings found by their shape alone; teams that
// keep throwaway passwords in tests turn its tests option off.
var Check = &checkutil.Check{
	Name:     "credentials",
	Doc:      checkutil.Doc(doc, "credentials", lint.SeverityWarning),
	Fix:      checkutil.FixOptIn, // the URI no longer carries the password
	Evidence: sites.EvidenceText,
	Grammars: sites.GrammarAll,
	Tests:    "also report in _test.go files",
	Run:      run,
}

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		switch {
		case s.Is(uri.ComponentUserinfo):
			checkUserPassword(pass, s)
		case s.Need.Grammar != sites.GrammarComponent:
			checkURI(pass, s)
		}
	}
}

// checkURI reports the password and the deceptive user name of the
// userinfo of the site's value, if it has one.
func checkURI(pass *checkutil.Pass, s *sites.Site) {
	// A hole in the port, as in "postgres://u:p@" + host + ":" + port,
	// parses as a port when its placeholder is a digit.
	p, ok := s.Read().ParseTemplate()
	if !ok {
		p, ok = leadingAuthority(s.Value.TextWith('0'))
		if !ok {
			return
		}
	}
	text, u := p.Text, p.URI
	if g := s.Need.Grammar; !u.IsAbsolute() && (g == sites.GrammarRequestTarget || g == sites.GrammarRequestURI) {
		return // "//u:p@h/" is a path in a request-target (RFC 9112 §3.2.1)
	}
	start, at, ok := u.Offsets(uri.ComponentUserinfo)
	if !ok {
		return
	}
	// The "//" that starts the authority and the "@" that ends the
	// userinfo are known.
	if s.Value.InHole(start-2, start) || s.Value.InHole(at, at+1) {
		return
	}
	userinfo := text[start:at]
	user, _, hasPassword := strings.Cut(userinfo, ":")
	if hasPassword && len(user)+1 < len(userinfo) {
		colon := start + len(user)
		pw := userinfo[len(user)+1:]
		if !s.Value.InHole(colon, at) && !mask(pw) && !s.Read().Placeholder(colon+1, at) && !((prose(text) || s.Prose || s.Example || template(u)) && placeholderWord(pw)) {
			var fixes []analysis.SuggestedFix
			edit := checkutil.Edit{Start: colon, End: at}
			if uri.Validate(checkutil.Apply(text, edit), uri.RuleURIReference) == nil {
				if fix, ok := checkutil.Fix(s, "Remove the password", edit); ok {
					fixes = append(fixes, fix)
				}
			}
			pass.Report(s, colon+1, at, fmt.Sprintf("password in the userinfo of %s (RFC 3986 §3.2.1, §7.5)", s.Read().Quoted), fixes...)
		}
	}
	// The user name and what ends it, ':' or '@', are known.
	if !s.Value.InHole(start, start+len(user)+1) {
		if kind := hostLike(user); kind != "" {
			pass.Report(s, start, start+len(user), fmt.Sprintf("user name %q of %s looks like %s, but the host is after the \"@\": a deceptive URI (RFC 3986 §7.6)", user, s.Read().Quoted, kind))
		}
	}
}

// leadingAuthority reads the "scheme://userinfo@" that starts a text
// whose rest is no URI, as in a MySQL DSN behind a scheme,
// "mysql://root:pw@tcp(localhost:3306)/db": the userinfo ends at the
// last "@" before the "/", "?" or "#" that ends the authority (§3.2),
// and what comes before it must parse as the start of a URI.
func leadingAuthority(text string) (*sites.Parsed, bool) {
	ss := uri.SplitScheme(text)
	if ss.Sep != uri.SepSlashes {
		return nil, false
	}
	end := len(text)
	if i := strings.IndexAny(text[ss.End:], "/?#"); i >= 0 {
		end = ss.End + i
	}
	at := strings.LastIndexByte(text[:end], '@')
	if at < ss.End {
		return nil, false
	}
	u, err := uri.ParseRule(text[:at+1]+"h", uri.RuleURI)
	if err != nil {
		return nil, false
	}
	return &sites.Parsed{Rule: uri.RuleURI, Text: text, URI: u}, true
}

// mask reports whether a password is a mask: "***", "xxxx".
func mask(pw string) bool {
	return strings.Trim(pw, "*") == "" || strings.Trim(strings.ToLower(pw), "x") == ""
}

// prose reports whether the text around a URI is words: help, usage or
// a message shown to users.
func prose(text string) bool {
	return strings.ContainsAny(strings.TrimSpace(text), " \t\n")
}

// template reports whether u's host is a word that says where a host
// goes, "postgres://user:password@host/database": a template of a URI,
// every part named for what goes there, as documentation writes it.
func template(u uri.URI) bool {
	host, ok := u.Host()
	if !ok {
		return false
	}
	switch strings.ToLower(host) {
	case "host", "hostname", "server", "yourhost", "your-host", "your_host", "myhost":
		return true
	}
	return false
}

// placeholderWord reports whether a password is a word that names what
// goes there, as text shown to users writes it: "password", "pass".
func placeholderWord(pw string) bool {
	switch strings.Trim(strings.ToLower(pw), "_-") {
	case "password", "pass", "passwd", "pwd", "pw", "secret", "yourpassword", "your_password", "your-password", "mypassword", "token", "apikey", "key":
		return true
	}
	return false
}

// tlds are the last labels that make a dotted user name look like a host
// name: the most common top-level domains. A user name such as
// "first.last" does not end in one.
var tlds = map[string]bool{
	"com": true, "org": true, "net": true, "io": true, "dev": true, "gov": true,
	"edu": true, "co": true, "uk": true, "de": true, "app": true,
}

// hostLike returns what the user name looks like, "an IP address" or "a
// host name", or "" when it does not look like a host (§7.6).
func hostLike(user string) string {
	if a, err := netip.ParseAddr(user); err == nil && a.Is4() {
		return "an IP address"
	}
	labels := strings.Split(user, ".")
	if len(labels) < 2 {
		return ""
	}
	for _, l := range labels {
		if !dnsLabel(l) {
			return ""
		}
	}
	if strings.EqualFold(labels[0], "www") || tlds[strings.ToLower(labels[len(labels)-1])] {
		return "a host name"
	}
	return ""
}

// dnsLabel reports whether l is a valid DNS label: 1 to 63 letters,
// digits and hyphens, not starting or ending with a hyphen (RFC 1123
// §2.1).
func dnsLabel(l string) bool {
	if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
		return false
	}
	for i := range len(l) {
		c := l[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// checkUserPassword reports the password of url.UserPassword(user,
// password), whose site's value is "user:password".
func checkUserPassword(pass *checkutil.Pass, s *sites.Site) {
	call, ok := s.Expr.(*ast.CallExpr)
	if !ok || len(call.Args) != 2 {
		return
	}
	text := s.Value.Text()
	// The user is the constant first argument; without its value, a ':'
	// in the user could not be told from the one between the two.
	colon := strings.IndexByte(text, ':')
	if v := pass.TypesInfo.Types[call.Args[0]].Value; v != nil && v.Kind() == constant.String {
		user := constant.StringVal(v)
		if !strings.HasPrefix(text, user+":") {
			return
		}
		colon = len(user)
	} else if strings.Count(text, ":") != 1 {
		return
	}
	if colon < 0 || colon+1 == len(text) || s.Value.InHole(colon+1, len(text)) {
		return // an empty password: no secret
	}
	if mask(text[colon+1:]) || s.Example && placeholderWord(text[colon+1:]) {
		return // url.UserPassword("user", "password") in an example
	}
	var fixes []analysis.SuggestedFix
	if fix, ok := userFix(pass, call); ok {
		fixes = append(fixes, fix)
	}
	// Display would not hide the password of "user:password", which is not
	// a URI: name the call instead. The range starts at the ':', which
	// stands for the text between the arguments: the finding is at the
	// call even when the password is a constant declared elsewhere.
	pass.Report(s, colon, len(text), fmt.Sprintf("password in the userinfo made by %s (RFC 3986 §3.2.1, §7.5)", s.Sink), fixes...)
}

// userFix returns the fix that turns url.UserPassword(user, password) into
// url.User(user). It is made only when it is exact: the function is named
// through its package, the password is a constant (so that no variable
// is left unused and no side effect is lost), and no comment sits in the
// text it removes.
func userFix(pass *checkutil.Pass, call *ast.CallExpr) (analysis.SuggestedFix, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "UserPassword" {
		return analysis.SuggestedFix{}, false
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	if pkg, ok := pass.TypesInfo.Uses[id].(*types.PkgName); !ok || pkg.Imported().Path() != "net/url" {
		return analysis.SuggestedFix{}, false
	}
	if pass.TypesInfo.Types[call.Args[1]].Value == nil {
		return analysis.SuggestedFix{}, false
	}
	from, to := call.Args[0].End(), call.Args[1].End()
	for _, f := range pass.Files {
		if f.FileStart <= from && to <= f.FileEnd {
			for _, cg := range f.Comments {
				if cg.Pos() < to && from < cg.End() {
					return analysis.SuggestedFix{}, false
				}
			}
		}
	}
	return analysis.SuggestedFix{
		Message: "Remove the password",
		TextEdits: []analysis.TextEdit{
			{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte("User")},
			{Pos: from, End: to},
		},
	}, true
}
