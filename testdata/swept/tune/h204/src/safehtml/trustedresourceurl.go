// Package safehtml provides immutable string-like types which represent values that
// are guaranteed to be safe, by construction or by escaping or sanitization.
package safehtml

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"safehtml/internal/safehtmlutil"
)

type stringConstant string

// A TrustedResourceURL is an immutable string-like type referencing the
// application's own, trusted resources.
type TrustedResourceURL struct {
	str string
}

// TrustedResourceURLWithParams constructs a new TrustedResourceURL with the
// given key-value pairs added as query parameters.
func TrustedResourceURLWithParams(t TrustedResourceURL, params map[string]string) TrustedResourceURL {
	url := t.str
	var fragment string
	if i := strings.IndexByte(url, '#'); i != -1 {
		fragment = url[i:]
		url = url[:i]
	}
	sep := "?"
	if i := strings.IndexRune(url, '?'); i != -1 {
		if i == len(url)-1 {
			sep = ""
		} else {
			sep = "&"
		}
	}
	stringParams := make([]string, 0, len(params))
	for k, v := range params {
		if k == "" || v == "" {
			continue
		}
		// Source: github.com/google/safehtml/trustedresourceurl.go:82 (escaper: key and value each go through the package's query escaper before the = join, the right escaper for a query; the template rule judges the URI as filled)
		stringParam := safehtmlutil.QueryEscapeURL(k) + "=" + safehtmlutil.QueryEscapeURL(v) // lookalike
		stringParams = append(stringParams, stringParam)
	}
	if len(stringParams) > 0 {
		sort.Strings(stringParams)
		url += sep + strings.Join(stringParams, "&")
	}
	return TrustedResourceURL{url + fragment}
}

// TrustedResourceURLFromConstant constructs a TrustedResourceURL with its underlying
// URL set to the given url, which must be an untyped string constant.
func TrustedResourceURLFromConstant(url stringConstant) TrustedResourceURL {
	return TrustedResourceURL{string(url)}
}

// TrustedResourceURLFormatFromConstant constructs a TrustedResourceURL from a
// format string and string arguments. Each `%{<label>}` marker in the format string is
// replaced by the string value identified by <label> after it has been URL-escaped.
func TrustedResourceURLFormatFromConstant(format stringConstant, args map[string]string) (TrustedResourceURL, error) {
	return trustedResourceURLFormat(string(format), args)
}

func trustedResourceURLFormat(format string, args map[string]string) (TrustedResourceURL, error) {
	if !safehtmlutil.IsSafeTrustedResourceURLPrefix(format) {
		return TrustedResourceURL{}, fmt.Errorf("%q is a disallowed TrustedResourceURL format string", format)
	}
	var err error
	ret := trustedResourceURLFormatMarkerPattern.ReplaceAllStringFunc(format, func(match string) string {
		argName := match[len("%{") : len(match)-len("}")]
		argVal, ok := args[argName]
		if !ok {
			if err == nil {
				err = fmt.Errorf("expected argument named %q", argName)
			}
			return ""
		}
		if safehtmlutil.URLContainsDoubleDotSegment(argVal) {
			err = fmt.Errorf(`argument %q with value %q must not contain ".."`, argName, argVal)
			return ""
		}
		// QueryEscapeURL escapes some non-reserved characters in the path
		// segment (e.g. '/' and '?') in order to prevent the injection of any new path
		// segments or URL components.
		// Source: github.com/google/safehtml/trustedresourceurl.go:156 (escaper: a query escaper used for a path hole on purpose; it writes space as %20, not +, and escapes / and ? so one argument stays one segment; the template rule judges the URI as filled)
		return safehtmlutil.QueryEscapeURL(argVal) // lookalike
	})
	return TrustedResourceURL{ret}, err
}

// trustedResourceURLFormatMarkerPattern matches markers in TrustedResourceURLFormat
// format strings.
var trustedResourceURLFormatMarkerPattern = regexp.MustCompile(`%{[[:word:]]+}`)

// String returns the string form of the TrustedResourceURL.
func (t TrustedResourceURL) String() string {
	return t.str
}

// TrustedResourceURLAppend URL-escapes a string and appends it to the TrustedResourceURL.
func TrustedResourceURLAppend(t TrustedResourceURL, s string) (TrustedResourceURL, error) {
	if !safehtmlutil.IsSafeTrustedResourceURLPrefix(t.str) {
		return TrustedResourceURL{}, fmt.Errorf("cannot append to TrustedResourceURL %q because it has an unsafe prefix", t)
	}
	// Source: github.com/google/safehtml/trustedresourceurl.go:194 (escaper: the appended string is percent-escaped whole with %20 for space, so it cannot add path segments or a query; the documented intent; the template rule judges the URI as filled)
	return TrustedResourceURL{t.str + safehtmlutil.QueryEscapeURL(s)}, nil // lookalike
}
