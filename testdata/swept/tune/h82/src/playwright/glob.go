// Package playwright holds cases rewritten from github.com/mxschmitt/playwright-go.
package playwright

import (
	"net/url"
	"regexp"
	"strings"
)

type urlMatcher struct {
	re *regexp.Regexp
}

func globMustToRegex(glob string) *regexp.Regexp {
	return regexp.MustCompile("^" + regexp.QuoteMeta(glob) + "$")
}

func newURLMatcher(glob string, baseURL *string) *urlMatcher {
	resolved, _ := constructURLBasedOnBaseURL(baseURL, strings.TrimSpace(glob))
	return &urlMatcher{re: globMustToRegex(resolved)}
}

func (m *urlMatcher) Matches(target string) bool {
	return m.re.MatchString(target)
}

// constructURLBasedOnBaseURL resolves givenURL against baseURL with browser
// semantics and also returns the origin of the result.
func constructURLBasedOnBaseURL(baseURL *string, givenURL string) (string, string) {
	u, err := url.Parse(givenURL)
	if err != nil {
		return givenURL, ""
	}
	if baseURL != nil {
		base, err := url.Parse(*baseURL)
		if err != nil {
			return givenURL, ""
		}
		// Source: github.com/mxschmitt/playwright-go/glob.go:183 (baseslash: the URL matcher resolves the glob against the configured base with browser new URL(given, base) semantics on purpose)
		u = base.ResolveReference(u) // lookalike
	}
	if u.Path == "" {
		u.Path = "/"
	}
	origin := ""
	if u.Scheme != "" && u.Host != "" {
		// Source: github.com/mxschmitt/playwright-go/glob.go:190 (hostjoin: u.Host is already a parsed host[:port] with IPv6 brackets kept, so no bare host is joined)
		origin = u.Scheme + "://" + u.Host // lookalike
	}
	return u.String(), origin
}
