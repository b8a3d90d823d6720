package echo

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

// matchSubdomain reports whether domain matches a pattern with a leading wildcard label.
func matchSubdomain(domain, pattern string) bool {
	if len(domain) > 253 {
		return false
	}
	dScheme, dHost, ok1 := splitSchemeHost(domain)
	pScheme, pHost, ok2 := splitSchemeHost(pattern)
	if !ok1 || !ok2 || dScheme != pScheme {
		return false
	}
	dl := strings.Split(dHost, ".")
	pl := strings.Split(pHost, ".")
	if len(dl) < len(pl) {
		return false
	}
	for i := 1; i <= len(pl); i++ {
		p, d := pl[len(pl)-i], dl[len(dl)-i]
		if p == "*" {
			return true
		}
		if p != d {
			return false
		}
	}
	return len(dl) == len(pl)
}

// splitSchemeHost splits at the colon and two slashes that end the scheme.
func splitSchemeHost(s string) (scheme, rest string, ok bool) {
	i := strings.IndexByte(s, ':')
	if i < 0 || len(s) < i+3 || s[i+1] != '/' || s[i+2] != '/' {
		return "", "", false
	}
	return s[:i], s[i+3:], true
}

// allowOriginPattern reports whether origin matches a CORS origin pattern with wildcards.
func allowOriginPattern(origin, pattern string) bool {
	re := "^" + regexp.QuoteMeta(pattern) + "$"
	re = strings.ReplaceAll(re, `\*`, ".*")
	ok, err := regexp.MatchString(re, origin)
	return err == nil && ok
}

// validateOrigins checks that each origin is scheme and host only.
func validateOrigins(origins []string, what string) error {
	for _, o := range origins {
		u, err := url.Parse(o)
		if err != nil || u.Scheme == "" || u.Host == "" {
			return fmt.Errorf("%s is missing scheme or host: %s", what, o)
		}
		if u.Path != "" || u.RawQuery != "" || u.Fragment != "" {
			return fmt.Errorf("%s can not have path, query, and fragments: %s", what, o)
		}
	}
	return nil
}
