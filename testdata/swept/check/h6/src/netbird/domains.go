package netbird

import (
	"errors"
	"net"
	"net/url"
	"strings"
)

// ErrEmptyURL is returned for an empty URL.
var ErrEmptyURL = errors.New("empty URL")

// ExtractValidDomain extracts a valid domain from a URL, rejecting IP addresses.
func ExtractValidDomain(rawURL string) (string, error) {
	if rawURL == "" {
		return "", ErrEmptyURL
	}

	parsedURL, err := url.Parse(rawURL)
	if err == nil && parsedURL.Hostname() != "" {
		return extractDomainFromHost(parsedURL.Hostname())
	}
	if host, _, err := net.SplitHostPort(rawURL); err == nil {
		return extractDomainFromHost(host)
	}
	return extractDomainFromHost(rawURL)
}

func extractDomainFromHost(host string) (string, error) {
	if net.ParseIP(strings.Trim(host, "[]")) != nil {
		return "", errors.New("IP addresses are not allowed")
	}
	return host, nil
}
