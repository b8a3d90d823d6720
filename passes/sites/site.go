package sites

import (
	"go/ast"
	"strings"

	"github.com/urilint/urilint/uri"
)

// Role says what a site's value must be, as decided by where it goes.
type Role uint8

const (
	// RoleAbsolute: an absolute URI (RFC 3986 §4.3, "URI"), such as the
	// URL of net/http.Get.
	RoleAbsolute Role = iota + 1
	// RoleReference: any URI-reference (§4.1), such as the argument of
	// net/url.Parse.
	RoleReference
	// RoleRelative: a reference resolved against a base (§5), such as the
	// argument of (*net/url.URL).Parse or net/http.Redirect.
	RoleRelative
	// RoleRequestTarget: an HTTP request-target (RFC 9112 §3.2): an
	// absolute path with a query, an absolute URI, an authority (CONNECT)
	// or "*"; httptest.NewRequest.
	RoleRequestTarget
	// RoleRequestURI: an absolute URI or an absolute path, as read by
	// net/url.ParseRequestURI.
	RoleRequestURI
	// RoleComponent: one component, named by Site.Component, such as the
	// Host field of a net/url.URL, which is host[:port].
	RoleComponent
	// RoleShape: found by its shape, "scheme://…" with a known scheme, in
	// a variable, field or parameter whose name says URL; nothing is known
	// of what uses it.
	RoleShape
)

var roleNames = [...]string{
	RoleAbsolute:      "absolute-URI",
	RoleReference:     "URI-reference",
	RoleRelative:      "relative-ref",
	RoleRequestTarget: "request-target",
	RoleRequestURI:    "request-URI",
	RoleComponent:     "component",
	RoleShape:         "shape",
}

func (r Role) String() string {
	if int(r) < len(roleNames) && roleNames[r] != "" {
		return roleNames[r]
	}
	return "Role(invalid)"
}

// Rule returns the production of RFC 3986 that the role asks for, and
// false for roles that are not one production.
func (r Role) Rule() (uri.Rule, bool) {
	switch r {
	case RoleAbsolute:
		return uri.RuleURI, true
	case RoleReference:
		return uri.RuleURIReference, true
	case RoleRelative:
		return uri.RuleURIReference, true
	}
	return 0, false
}

// A Site is a string that the package uses as a URI.
type Site struct {
	Value Value
	Role  Role
	// Component is the component a RoleComponent site holds.
	Component uri.Component
	// Sink names what takes the value: "net/http.Get",
	// "net/url.URL.Host", or for a shape site "var apiURL".
	Sink string
	// Param is the parameter or field of the sink, such as "url".
	Param string
	// Schemes are the schemes the sink can use; nil means any.
	Schemes []string
	// List: the value is a comma-separated list of URIs.
	List bool
	// Via names the wrappers the value went through on its way to Sink,
	// outermost first, such as "example.com/client.Fetch".
	Via []string
	// Expr is the expression that evaluates to the value.
	Expr ast.Expr
	// InTest reports whether the site is in a _test.go file.
	InTest bool
}

// SinkName returns the sink with the wrappers the value went through:
// "example.com/client.Fetch → net/http.Get".
func (s *Site) SinkName() string {
	if len(s.Via) == 0 {
		return s.Sink
	}
	return strings.Join(s.Via, " → ") + " → " + s.Sink
}

// AllowsScheme reports whether the sink can use the scheme, compared
// case-insensitively (§3.1).
func (s *Site) AllowsScheme(scheme string) bool {
	if s.Schemes == nil {
		return true
	}
	for _, x := range s.Schemes {
		if strings.EqualFold(x, scheme) {
			return true
		}
	}
	return false
}

// Result is what the analyzer returns: the package's sites, in source
// order.
type Result struct {
	Sites   []*Site
	ignores *ignores
}
