package sites

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/uri"
)

// findReplaced makes a site of what strings.ReplaceAll or strings.Replace
// writes into an encoded component of a URI: the escape a package puts
// in place of a character its escaper leaves, "%7E" for "~" in
// strings.ReplaceAll(req.URL.RawQuery, "~", "%7E"). The text written is
// part of the component, and is held to its rules (RFC 3986 §2.1,
// §2.3).
func (f *finder) findReplaced() {
	for _, c := range f.calls {
		if !replaces(c.fn) || len(c.call.Args) < 3 || f.done[c.call.Args[2]] {
			continue
		}
		v, ok := f.ConstValue(c.call.Args[2])
		if !ok || !strings.Contains(v.Text(), "%") {
			continue
		}
		component, ok := f.encodedComponent(c.call.Args[0], 4)
		if !ok {
			continue
		}
		f.add(&Site{Value: v, Need: Need{Grammar: GrammarComponent, Component: component}, Evidence: EvidenceSink,
			Sink: c.fn.FullName(), Param: replacedParam, Expr: c.call.Args[2], InTest: c.test})
	}
}

// replacedParam is the Param of a site findReplaced makes.
const replacedParam = "new"

// replaces reports whether fn is strings.ReplaceAll or strings.Replace.
func replaces(fn *types.Func) bool {
	return fn != nil && (fn.FullName() == "strings.ReplaceAll" || fn.FullName() == "strings.Replace")
}

// encodedComponent returns the component of a URI that e holds encoded:
// what url.PathEscape, url.QueryEscape or url.Values.Encode give, the
// RawPath or RawQuery of a net/url.URL, or what strings.ReplaceAll makes
// of one of these.
func (f *finder) encodedComponent(e ast.Expr, depth int) (uri.Component, bool) {
	if depth == 0 {
		return 0, false
	}
	info := f.pass.TypesInfo
	switch e := ast.Unparen(f.Source(e)).(type) {
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(info, e)
		if fn == nil {
			return 0, false
		}
		switch fn.FullName() {
		case "net/url.PathEscape", "(*net/url.URL).EscapedPath":
			return uri.ComponentPath, true
		case "net/url.QueryEscape", "(net/url.Values).Encode":
			return uri.ComponentQuery, true
		}
		if replaces(fn) && len(e.Args) > 0 {
			return f.encodedComponent(e.Args[0], depth-1)
		}
	case *ast.SelectorExpr:
		if s, ok := info.Selections[e]; ok && s.Kind() == types.FieldVal && namedName(s.Recv()) == "net/url.URL" {
			switch e.Sel.Name {
			case "RawPath":
				return uri.ComponentPath, true
			case "RawQuery":
				return uri.ComponentQuery, true
			}
		}
	}
	return 0, false
}

// Replacement reports whether the site is what strings.ReplaceAll or
// strings.Replace writes into a component: a fix that decodes it would
// leave a call that replaces a character with itself.
func (s *Site) Replacement() bool {
	return s.Param == replacedParam && (s.Sink == "strings.ReplaceAll" || s.Sink == "strings.Replace")
}
