// Package purell holds cases rewritten from github.com/PuerkitoBio/purell.
package purell

import (
	"net/url"
	"strings"
)

// Normalize lowercases the scheme and host of rawURL and removes a default port.
func Normalize(rawURL string) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", err
	}
	u.Scheme = strings.ToLower(u.Scheme)
	u.Host = strings.ToLower(u.Host)
	if (u.Scheme == "http" && u.Port() == "80") || (u.Scheme == "https" && u.Port() == "443") {
		u.Host = u.Hostname()
	}
	return u.String(), nil
}

// ToASCII converts a host to its IDNA A-label form; set by the build.
var ToASCII = func(host string) (string, error) { return host, nil }

// NormalizeIDN writes the host of rawURL in its IDNA form.
func NormalizeIDN(rawURL string) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", err
	}
	h, err := ToASCII(u.Hostname())
	if err != nil {
		return "", err
	}
	u.Host = h
	return u.String(), nil
}
