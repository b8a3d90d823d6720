// Package validator holds cases rewritten from github.com/go-playground/validator/v10.
package validator

import (
	"net/url"
	"strings"
)

// IsOrigin reports whether s is a web origin: scheme, host and optional port, nothing else.
func IsOrigin(s string) bool {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || u.User != nil {
		return false
	}
	return (u.Scheme == "http" || u.Scheme == "https") && u.Path == "" && u.RawQuery == "" && u.Fragment == ""
}

// IsMongoURI reports whether s is a MongoDB connection string.
func IsMongoURI(s string) bool {
	rest, ok := strings.CutPrefix(s, "mongodb://")
	if !ok {
		rest, ok = strings.CutPrefix(s, "mongodb+srv://")
	}
	return ok && rest != ""
}
