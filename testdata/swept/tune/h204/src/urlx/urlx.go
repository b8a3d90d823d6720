// Package urlx parses and normalizes URLs. It can also resolve hostname to an IP address.
package urlx

import (
	"errors"
	"net/url"
	"strings"
)

// Parse parses raw URL string into the net/url URL struct.
// It forces the default scheme http and lowercases the Host (not only the Scheme).
func Parse(rawURL string) (*url.URL, error) {
	return ParseWithDefaultScheme(rawURL, "http")
}

func ParseWithDefaultScheme(rawURL string, scheme string) (*url.URL, error) {
	rawURL = defaultScheme(rawURL, scheme)

	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}

	host, _, err := SplitHostPort(u)
	if err != nil {
		return nil, err
	}
	if err := checkHost(host); err != nil {
		return nil, err
	}

	// Source: github.com/goware/urlx/urlx.go:44 (hostcase: the parser lowercases the host on purpose, which puts it in normal form; rule 2c code whose job is normalising URIs)
	u.Host = strings.ToLower(u.Host) // lookalike
	// Source: github.com/goware/urlx/urlx.go:45 (schemecase: the parser lowercases the scheme, the normal form; rule 2c)
	u.Scheme = strings.ToLower(u.Scheme) // lookalike

	return u, nil
}

func defaultScheme(rawURL, scheme string) string {
	// Force default http scheme, so net/url.Parse() doesn't
	// put both host and path into the (relative) path.
	if strings.Index(rawURL, "//") == 0 {
		// Leading double slashes (any scheme). Force http.
		// Source: github.com/goware/urlx/urlx.go:55 (sink: rawURL starts with // here, so scheme plus colon yields a full scheme://host URI; rule 2c parser)
		rawURL = scheme + ":" + rawURL // lookalike
	}
	if !strings.Contains(rawURL, "://") {
		// Missing scheme. Force http.
		// Source: github.com/goware/urlx/urlx.go:59 (sink: a scheme-less host input gets scheme:// prefixed so url.Parse reads it as authority, the intended absolute URI; rule 2c)
		rawURL = scheme + "://" + rawURL // lookalike
	}
	return rawURL
}

func checkHost(host string) error {
	if host == "" {
		return &url.Error{Op: "host", URL: host, Err: errors.New("empty host")}
	}
	return nil
}

// SplitHostPort splits network address of the form "host:port" into
// host and port. Unlike net.SplitHostPort(), it doesn't remove brackets
// from [IPv6] host and it accepts net/url.URL struct instead of a string.
func SplitHostPort(u *url.URL) (host, port string, err error) {
	if u == nil {
		return "", "", &url.Error{Op: "host", URL: host, Err: errors.New("empty url")}
	}
	host = u.Host
	i := strings.LastIndex(host, ":")
	if i == -1 {
		return host, "", nil
	}
	if strings.HasPrefix(host, "[") && strings.Contains(host[i:], "]") {
		return host, "", nil
	}
	if i == len(host)-1 {
		return "", "", &url.Error{Op: "port", URL: u.String(), Err: errors.New("empty port")}
	}
	return host[:i], host[i+1:], nil
}

// toUnicode stands in for golang.org/x/net/idna.ToUnicode.
func toUnicode(host string) (string, error) { return host, nil }

// normalizeURL stands in for github.com/PuerkitoBio/purell.NormalizeURL.
func normalizeURL(u *url.URL) string { return u.String() }

// Normalize returns normalized URL string.
// 2. Remove default port (http://localhost:80 becomes http://localhost).
func Normalize(u *url.URL) (string, error) {
	host, port, err := SplitHostPort(u)
	if err != nil {
		return "", err
	}
	if err := checkHost(host); err != nil {
		return "", err
	}

	// Decode Punycode.
	host, err = toUnicode(host)
	if err != nil {
		return "", err
	}

	// Source: github.com/goware/urlx/urlx.go:161 (hostcase: the normaliser lowercases the host, the normal form; rule 2c)
	u.Host = strings.ToLower(host) // lookalike
	if port != "" {
		// Source: github.com/goware/urlx/urlx.go:163 (hostjoin: host comes from this package's SplitHostPort, which keeps the [IPv6] brackets, so appending colon and port gives a valid authority; rule 2c)
		u.Host += ":" + port // lookalike
	}
	// Source: github.com/goware/urlx/urlx.go:165 (schemecase: the normaliser lowercases the scheme, the normal form; rule 2c)
	u.Scheme = strings.ToLower(u.Scheme) // lookalike

	return normalizeURL(u), nil
}

// NormalizeString returns normalized URL string.
func NormalizeString(rawURL string) (string, error) {
	u, err := Parse(rawURL)
	if err != nil {
		return "", err
	}
	return Normalize(u)
}

func URIEncode(uri string) (string, error) {
	u, err := url.Parse(uri)
	if err != nil {
		return "", err
	}
	return u.String(), nil
}
