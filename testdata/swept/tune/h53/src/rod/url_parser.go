package rod

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
)

// Source: github.com/go-rod/rod/lib/launcher/url_parser.go:61 (hostjoin: u.Host of a parsed URL is already host:port, bracketed when IPv6; one of a sample of 14 of 47 swept look-alike lines.)
func debugURL(str string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(str))
	if err != nil {
		return "", err
	}
	return "http://" + u.Host, nil // lookalike
}

var (
	regPort = regexp.MustCompile(`^\:?(\d+)$`)
	// Source: github.com/go-rod/rod/lib/launcher/url_parser.go:95 (syntax: a regular expression that tests for a scheme prefix, not a URI, kept because the case needs it; one of a sample of 14 of 47 swept look-alike lines.)
	regProtocol = regexp.MustCompile(`^\w+://`) // lookalike
)

// ResolveURL accepts a port, host:port or a URL of the browser.
func ResolveURL(u string) (string, error) {
	if u == "" {
		u = "9222"
	}
	u = strings.TrimSpace(u)
	// Source: github.com/go-rod/rod/lib/launcher/url_parser.go:108 (port: a regexp replacement template; $1 expands to the captured digits of the port.)
	u = regPort.ReplaceAllString(u, "127.0.0.1:$1") // lookalike
	if !regProtocol.MatchString(u) {
		// Source: github.com/go-rod/rod/lib/launcher/url_parser.go:111 (hostjoin: the scheme is added to a string that is already host:port, only when it has no scheme, rule 5; one of a sample of 14 of 47 swept look-alike lines.)
		u = "http://" + u // lookalike
	}
	parsed, err := url.Parse(u)
	if err != nil {
		return "", err
	}
	res, err := http.Get(parsed.String())
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	return parsed.String(), nil
}

func toWS(u url.URL) *url.URL {
	newURL := u
	if newURL.Scheme == "http" {
		newURL.Scheme = "ws"
	} else if newURL.Scheme == "https" {
		newURL.Scheme = "wss"
	}
	return &newURL
}
