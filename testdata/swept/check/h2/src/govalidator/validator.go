// Package govalidator holds cases rewritten from github.com/asaskevich/govalidator.
package govalidator

import (
	"net/url"
	"regexp"
	"strings"
)

// IsURL reports whether str is a URL, with or without a scheme.
func IsURL(str string) bool {
	if str == "" || strings.HasPrefix(str, ".") {
		return false
	}
	tmp := str
	if strings.Contains(str, ":") && !strings.Contains(str, "://") {
		// Source: github.com/asaskevich/govalidator/validator.go:112 (a scheme is added only when the input has ':' but no "://")
		tmp = "http://" + str // lookalike
	}
	u, err := url.Parse(tmp)
	if err != nil {
		return false
	}
	return u.Host != "" || strings.Contains(u.Path, ".")
}

var rxMagnet = regexp.MustCompile(`^magnet:\?xt=urn:[a-zA-Z0-9]+:[a-zA-Z0-9]{32,40}&dn=.+&tr=.+$`)

// IsMagnetURI reports whether str is a magnet URI.
func IsMagnetURI(str string) bool { return rxMagnet.MatchString(str) }
