package openfga

import (
	"fmt"
	"net/url"
)

var defaultTokenEndpointPath = "oauth/token"

func buildApiTokenURL(issuer string) (string, error) {
	u, err := url.Parse(issuer)
	if err != nil {
		return "", err
	}
	if u.Scheme == "" {
		// Source: github.com/openfga/go-sdk/credentials/credentials.go:145 (syntax: a format template that gives a scheme-less issuer the https scheme, only the verb looks like a bad escape)
		u, _ = url.Parse(fmt.Sprintf("https://%s", issuer)) // lookalike
	} else if u.Scheme != "http" && u.Scheme != "https" {
		return "", fmt.Errorf("invalid issuer scheme '%s' (must be http or https)", u.Scheme)
	}
	if u.Path == "" || u.Path == "/" {
		// Source: github.com/openfga/go-sdk/credentials/credentials.go:150 (baseslash: an empty or root path is replaced on purpose, and URL.String inserts the missing slash before a relative path when a host is set)
		u.Path = defaultTokenEndpointPath // lookalike
	}
	return u.String(), nil
}
