package uri

import "strings"

// ValidateRequestTarget reports whether s is an HTTP request-target (RFC
// 9112 §3.2) in origin-form ("/path?query"), absolute-form (an
// absolute-URI) or asterisk-form ("*"), which is what net/url's
// ParseRequestURI takes, and, when authorityForm is set, in authority-form
// ("host:port", for CONNECT) too, as net/http/httptest's NewRequest does.
//
// The Error's Production tells which form s was read as: "origin-form"
// when it starts with '/', else the form that got further, "absolute-URI"
// or "authority-form", and "request-target" when it is none of them.
func ValidateRequestTarget(s string, authorityForm bool) error {
	if f := requestTarget(s, authorityForm, false); !f.ok() {
		return f.error(s)
	}
	return nil
}

// ValidateRequestTargetPrefix is ValidateRequestTarget for the start of a
// request-target, of which the rest is not known: like ParsePrefix, it
// reports only what no continuation can repair.
func ValidateRequestTargetPrefix(s string, authorityForm bool) error {
	if f := requestTarget(s, authorityForm, true); !f.ok() {
		return f.error(s)
	}
	return nil
}

// requestTarget checks s against the forms of a request-target.
func requestTarget(s string, authorityForm, partial bool) fault {
	switch {
	case s == "":
		return fault{}
	case s == "*" && !partial:
		return fault{} // asterisk-form
	case s[0] == '/':
		return originForm(s, partial)
	}
	i := strings.IndexAny(s, ":/?#")
	if i < 0 && partial {
		return fault{} // a scheme, a host or a host and a port may follow
	}
	if i < 0 || s[i] != ':' {
		code := CodeNotRequestTarget
		if authorityForm {
			code = CodeNotRequestTargetOrAuthority
		}
		return fault{off: 0, code: code, form: formRequestTarget}
	}
	u := URI{s: s}
	e := u.parse(RuleAbsoluteURI, partial)
	if e.Code == 0 {
		return fault{}
	}
	abs := fault{off: e.Offset, code: e.Code, form: formAbsoluteURI}
	if authorityForm {
		auth := authorityFormOf(s, partial)
		if auth.ok() {
			return fault{}
		}
		if auth.off > abs.off || abs.code.Rule() == "scheme" {
			return auth // it got further, or s has no scheme to be an absolute-URI
		}
	}
	return abs
}

// originForm checks s against origin-form = absolute-path [ "?" query ]
// (RFC 9112 §3.2.1), where absolute-path = 1*( "/" segment ) (RFC 9110
// §4.1) and segment and query are RFC 3986's (§3.3, §3.4).
func originForm(s string, partial bool) fault {
	p := parser{s: s, partial: partial}
	i := p.span(0, mPath)
	if i == len(s) {
		return fault{}
	}
	if s[i] == '?' {
		if i = p.span(i+1, mQuery); i == len(s) {
			return fault{}
		}
		if s[i] != '#' {
			return charFault(s, i, CodeInvalidCharQuery, formOrigin)
		}
	}
	if s[i] == '#' {
		return fault{off: i, code: CodeOriginFormFragment, form: formOrigin}
	}
	return charFault(s, i, CodeInvalidCharSegment, formOrigin)
}

// charFault reports s[i], which the production of code does not allow: a
// '%' starts no triplet there.
func charFault(s string, i int, code Code, f form) fault {
	if s[i] == '%' {
		code = CodeInvalidPercent
	}
	return fault{off: i, code: code, form: f}
}

// authorityFormOf checks s against authority-form = uri-host ":" port
// (RFC 9112 §3.2.3).
func authorityFormOf(s string, partial bool) fault {
	if i := strings.IndexAny(s, "/?#"); i >= 0 {
		return fault{off: i, code: CodeAuthorityFormTrailer, form: formAuthority}
	}
	u := URI{s: "//" + s}
	if e := u.parse(RuleRelativeRef, partial); e.Code != 0 {
		return fault{off: e.Offset - len("//"), code: e.Code, form: formAuthority}
	}
	switch {
	case u.has(hasUserinfo):
		return fault{off: 0, code: CodeAuthorityFormUserinfo, form: formAuthority}
	case !u.has(hasPort) && !partial:
		return fault{off: len(s), code: CodeAuthorityFormMissingPort, form: formAuthority}
	}
	return fault{}
}
