package uri

import (
	"errors"
	"testing"
)

func TestValidateRequestTarget(t *testing.T) {
	// code 0: valid. connect: authority-form allowed.
	tests := []struct {
		in      string
		connect bool
		prefix  bool
		code    Code
		off     int
		form    string // Error.Production
	}{
		{"*", false, false, 0, 0, ""},
		{"/a/b?c=d", false, false, 0, 0, ""},
		{"http://h/?q", false, false, 0, 0, ""},
		{"h:1", false, false, 0, 0, ""}, // an absolute-URI with scheme "h"
		{"[::1]:443", true, false, 0, 0, ""},
		{"1h:80", true, false, 0, 0, ""},
		{"", false, false, 0, 0, ""},

		// origin-form (RFC 9112 §3.2.1).
		{"/a b", false, false, CodeInvalidCharSegment, 2, "origin-form"},
		{"/a?b c", false, false, CodeInvalidCharQuery, 4, "origin-form"},
		{"/a?b#c", true, false, CodeOriginFormFragment, 4, "origin-form"},
		{"/a#top", false, false, CodeOriginFormFragment, 2, "origin-form"},
		{"/a%zz", false, false, CodeInvalidPercent, 2, "origin-form"},
		{"/a?%4", false, false, CodeInvalidPercent, 3, "origin-form"},
		{"/a%4", false, true, 0, 0, ""}, // may be completed
		{"/a b", false, true, CodeInvalidCharSegment, 2, "origin-form"},

		// Neither form.
		{"example.com", false, false, CodeNotRequestTarget, 0, "request-target"},
		{"example.com/x", false, false, CodeNotRequestTarget, 0, "request-target"},
		{"example.com", true, false, CodeNotRequestTargetOrAuthority, 0, "request-target"},
		{"**", false, false, CodeNotRequestTarget, 0, "request-target"},
		{"example.com", true, true, 0, 0, ""}, // a port may follow
		{"*", false, true, 0, 0, ""},

		// absolute-form: an absolute-URI (RFC 3986 §4.3).
		{"http://example.com/#top", false, false, CodeFragmentNotAllowed, 19, "absolute-URI"},
		{"[::1]:80", false, false, CodeSchemeStart, 0, "absolute-URI"},
		{"a:b c", true, false, CodeInvalidCharPathRootless, 3, "absolute-URI"}, // got further than "a" as a host

		// authority-form (RFC 9112 §3.2.3), when it gets further or the
		// absolute-URI has no scheme.
		{"[::1]:80/x", true, false, CodeAuthorityFormTrailer, 8, "authority-form"},
		{"u@example.com:443", true, false, CodeAuthorityFormUserinfo, 0, "authority-form"},
		{"[::1]", true, false, CodeAuthorityFormMissingPort, 5, "authority-form"},
		{"[::1", true, true, 0, 0, ""},
		{"1h:8x", true, false, CodeInvalidCharPort, 4, "authority-form"},
		{"1h:8x", true, true, 0, 0, ""}, // a userinfo, if an '@' follows
		{"[::1]", true, true, 0, 0, ""},
	}
	for _, tt := range tests {
		validate := ValidateRequestTarget
		if tt.prefix {
			validate = ValidateRequestTargetPrefix
		}
		err := validate(tt.in, tt.connect)
		if tt.code == 0 {
			if err != nil {
				t.Errorf("%q (connect %v, prefix %v): %v", tt.in, tt.connect, tt.prefix, err)
			}
			continue
		}
		var e Error
		if !errors.As(err, &e) || e.Code != tt.code || e.Offset != tt.off || e.Production() != tt.form || e.Input != tt.in {
			t.Errorf("%q (connect %v, prefix %v): %#v (%v); want code %d (%s) at %d in %s",
				tt.in, tt.connect, tt.prefix, e, err, tt.code, tt.code, tt.off, tt.form)
		}
	}
}

// TestRequestTargetSections checks the rules and sections that the errors
// of a request-target name, which are RFC 9112's for its own productions.
func TestRequestTargetSections(t *testing.T) {
	tests := []struct {
		in      string
		connect bool
		rule    string
		section string
		text    string
	}{
		{"/a b", false, "segment", "RFC 3986 §3.3", `uri: "/a b": invalid character in path: ' ' at offset 2 (segment)`},
		{"/a#top", false, "origin-form", "RFC 9112 §3.2.1", `uri: "/a#top": fragment not allowed at offset 2 (origin-form)`},
		{"x", false, "request-target", "RFC 9112 §3.2", `uri: "x": it neither starts with "/" nor has a scheme at offset 0 (request-target)`},
		{"x", true, "request-target", "RFC 9112 §3.2", `uri: "x": it is neither an absolute path, an absolute URI, host:port nor "*" at offset 0 (request-target)`},
		{"h:1/x", true, "", "", ""}, // valid: an absolute-URI
		{"[::1]", true, "authority-form", "RFC 9112 §3.2.3", `uri: "[::1]": missing port at offset 5 (authority-form)`},
		{"1u:p@h:1", true, "authority-form", "RFC 9112 §3.2.3", `uri: "1u:***@h:1": userinfo not allowed at offset 0 (authority-form)`},
		{"[::1]:80/", true, "authority-form", "RFC 9112 §3.2.3", `uri: "[::1]:80/": nothing may follow the port at offset 8 (authority-form)`},
	}
	for _, tt := range tests {
		err := ValidateRequestTarget(tt.in, tt.connect)
		var e Error
		if tt.rule == "" {
			if err != nil {
				t.Errorf("%q: %v", tt.in, err)
			}
			continue
		}
		if !errors.As(err, &e) || e.Rule() != tt.rule || e.Section() != tt.section || e.Error() != tt.text {
			t.Errorf("%q (connect %v): rule %q, section %q, text %v; want %q, %q, %s", tt.in, tt.connect, e.Rule(), e.Section(), err, tt.rule, tt.section, tt.text)
		}
	}
}
